import type { NotificationType, Seller } from '@drops/contracts';
import type { NewNotification } from '../../notifications';

/** The product's name, as every mail says it. */
export const productName = 'Drops';

/**
 * Every kind of mail in one table: whether it is a decision on the account (always sent) or may
 * be turned off in Edit Profile, and what its button says. Subject and sentence are the
 * notification's own (`notificationTexts`), so the app and the mail never say different things.
 */
export const mailKinds: Record<
  NotificationType,
  { essential: boolean; action: string; mailed?: false }
> = {
  'seller.approved': { essential: true, action: 'Open your dashboard' },
  'seller.rejected': { essential: true, action: 'Open Drops' },
  'seller.invited': { essential: true, action: 'Answer the invitation' },
  'seller.sell_requested': { essential: false, action: 'Open your dashboard' },
  'drop.badged': { essential: false, action: 'Open your drop' },
  'drop.unbadged': { essential: false, action: 'Open your drop' },
  'drop.paused': { essential: false, action: 'Open your drop' },
  'drop.restored': { essential: false, action: 'Open your drop' },
  'webhook.disabled': { essential: true, action: 'Open Integrations' },
  // Issue 17: a drop's phases are told in the app only (four mails a drop would be noise).
  'drop.scheduled': { essential: false, action: 'Open your drop', mailed: false },
  'drop.early_access': { essential: false, action: 'Open your drop', mailed: false },
  'drop.live': { essential: false, action: 'Open your drop', mailed: false },
  'drop.ended': { essential: false, action: 'Open your drop', mailed: false },
};

/** A mail about to be queued. */
export interface NewMail {
  eventId: string;
  /** A notification's type, or an account mail's kind (issue 30). */
  kind: string;
  sellerId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: number;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * The mail repeating a notification, or null when the seller turned such mails off (decisions
 * on the account are sent regardless) or has no address. `publicAppUrl` is where the link leads.
 */
export function mailOf(
  notification: NewNotification,
  seller: Pick<Seller, 'email' | 'username' | 'emailNotifications'>,
  { publicAppUrl, supportEmail }: { publicAppUrl: string; supportEmail: string },
): NewMail | null {
  const kind = mailKinds[notification.type];
  if (!seller.email || kind.mailed === false) return null;
  if (!kind.essential && seller.emailNotifications === false) return null;
  const link = `${publicAppUrl.replace(/\/+$/, '')}${notification.link}`;
  const greeting = `Hello ${seller.username},`;
  const footer = kind.essential
    ? `You receive this mail because it concerns your ${productName} account.`
    : `You can turn off these mails in Edit Profile on ${productName}.`;
  const { text, html } = renderMail({
    title: notification.title,
    greeting,
    body: notification.mail?.sentence ?? notification.body,
    facts: notification.mail?.facts,
    action: kind.action,
    link,
    footer,
    // A decision on the account names where to ask about it.
    support: notification.type === 'seller.rejected' ? supportEmail : undefined,
  });
  return {
    eventId: notification.eventId,
    kind: notification.type,
    sellerId: notification.sellerId,
    to: seller.email,
    subject: `${notification.title} · ${productName}`,
    text,
    html,
    createdAt: notification.createdAt,
  };
}

/** One mail's words and link, as both parts say them. */
export interface MailContent {
  title: string;
  greeting: string;
  body: string;
  action: string;
  link: string;
  footer: string;
  /** Lines under the sentence, label and value (a decision's reason and note). */
  facts?: readonly (readonly [label: string, value: string])[];
  /** An address to write to with questions, said above the footer. */
  support?: string;
}

/** The plain-text and HTML parts every mail of ours has, in the same layout. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const { title, greeting, body, action, link, footer, facts = [], support } = content;
  const question = support ? `Questions? Write to ${support}.` : null;
  const text = [
    greeting,
    '',
    body,
    ...(facts.length > 0 ? ['', ...facts.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    `${action}: ${link}`,
    '',
    ...(question ? [question, ''] : []),
    `— ${productName}`,
    footer,
    '',
  ].join('\n');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(title)}</title></head>` +
    '<body style="font-family:Helvetica,Arial,sans-serif;color:#111;line-height:1.5">' +
    `<p style="font-size:20px;font-weight:bold">${productName}</p>` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(greeting)}</p>` +
    `<p>${escapeHtml(body)}</p>` +
    facts
      .map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`)
      .join('') +
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>` +
    (support
      ? `<p>Questions? Write to <a href="mailto:${escapeHtml(support)}">${escapeHtml(support)}</a>.</p>`
      : '') +
    // The button is the link: the footer does not repeat its bare address (issue 31 item 5).
    `<p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>` +
    '</body></html>';
  return { text, html };
}
