import { randomUUID } from 'node:crypto';
import { notificationTexts, reviewReasons } from '@drops/contracts';
import { newId } from '@drops/db';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '@drops/mail-catcher';
import {
  bearer,
  decide,
  deliverEvents,
  signUp,
  startService,
  stopService,
  type TestContext,
} from '../../../../test/helpers';

/**
 * Issue 16, email: each notification is mailed through a real SMTP server (the mail catcher,
 * in-process), with HTML and plain-text parts, the product's name and a link back; a seller
 * turns off what is not a decision on the account; a mail waits while SMTP is away and goes
 * once it returns, and a repeated event never mails twice.
 */
const publicAppUrl = 'https://drops.example';
const timings = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200 };

let catcher: MailCatcher;
let context: TestContext;
beforeAll(async () => {
  catcher = await startMailCatcher();
  context = await startService(undefined, {
    mail: { smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort()}`, publicAppUrl, timings },
  });
});
afterAll(async () => {
  await stopService(context);
  await catcher?.close();
});

function dropEvent(type: string, sellerId: string, dropId = newId()) {
  return {
    id: randomUUID(),
    type,
    entityId: dropId,
    occurredAt: new Date().toISOString(),
    payload: {
      drop: { id: dropId, sellerId, name: 'Velvet Jacket', status: 'published', badge: true },
    },
  };
}

/** Sign-up's verification mail (issue 30 item 2): every new seller gets one first. */
const isVerificationMail = (mail: CaughtMail) => mail.subject.startsWith('Verify your email');
const verificationKind = 'seller.email_verification';

/**
 * The mails one address has received so far, sign-up's verification mail aside, once `count` of
 * them are there.
 */
async function mailsTo(address: string, count: number, timeoutMs = 5_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = catcher.mails.filter(
      (mail) => mail.to.includes(address) && !isVerificationMail(mail),
    );
    if (mine.length >= count) return mine;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} mails to ${address}, got ${mine.length}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mails', () => {
  it('a rejection with a reason is mailed: both parts, the product’s name, the reason, note and link', async () => {
    const { seller, body } = await signUp(context.app, { accountType: 'sell' });
    const decided = await decide(context.app, seller._id, {
      approve: false,
      reason: 'unverifiable_work_link',
      note: 'The link answers 404.',
    });
    expect(decided.statusCode).toBe(200);

    const [mail] = await mailsTo(body.email, 1);
    expect(mail?.to).toEqual([body.email]);
    expect(mail?.subject).toBe(`${notificationTexts['seller.rejected'].title} · Drops`);
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('Drops');
      expect(part).toContain('The link answers 404.');
      // Issue 31 item 5: to sign-in (a rejected seller cannot open the dashboard), where the
      // reason is shown, and the support address to write to.
      expect(part).toContain(`${publicAppUrl}/signin`);
      expect(part).not.toContain('/dashboard');
      expect(part).toContain('Questions? Write to ');
    }
    // Reason and note on lines of their own, not run into the sentence.
    expect(mail?.text).toContain(
      `Your account was not approved.\n\nReason: ${reviewReasons.unverifiable_work_link}\nNote: The link answers 404.\n`,
    );
    expect(mail?.html).toContain(
      `<p><strong>Reason:</strong> ${reviewReasons.unverifiable_work_link}</p><p><strong>Note:</strong> The link answers 404.</p>`,
    );
    expect(mail?.html).toContain(`href="${publicAppUrl}/signin"`);
    // The button is the link: the address appears once in the HTML.
    expect(mail?.html?.split(`${publicAppUrl}/signin`)).toHaveLength(2);
    expect(mail?.text).toContain('Questions? Write to support@drops.local.');
    expect(mail?.html).toContain('href="mailto:support@drops.local"');
    expect(mail?.text).not.toContain('<');
  });

  it('a badge is mailed with a link to the drop, unless the seller turned such mails off', async () => {
    const { seller, token, body } = await signUp(context.app);
    const badged = dropEvent('drop.badged', seller._id);
    expect((await deliverEvents(context.app, [badged])).statusCode).toBe(200);
    const [mail] = await mailsTo(body.email, 1);
    expect(mail?.subject).toBe(`${notificationTexts['drop.badged'].title} · Drops`);
    expect(mail?.text).toContain('"Velvet Jacket" was given a badge.');
    expect(mail?.html).toContain(`href="${publicAppUrl}/add-product/${badged.entityId}"`);

    // Edit Profile: mails that are not decisions on the account off.
    const off = await context.app.inject({
      method: 'PUT',
      url: `/seller/${seller._id}`,
      headers: bearer(token),
      payload: { emailNotifications: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.emailNotifications).toBe(false);
    const read = await context.app.inject({
      method: 'GET',
      url: `/seller/${seller._id}`,
      headers: bearer(token),
    });
    expect(read.json().data.emailNotifications).toBe(false);

    expect(
      (await deliverEvents(context.app, [dropEvent('drop.unbadged', seller._id)])).statusCode,
    ).toBe(200);
    // A decision on the account is mailed all the same; queued after the badge, it is sent after
    // it, so once it is here the badge's would have been too.
    expect((await decide(context.app, seller._id, { approve: true })).statusCode).toBe(200);
    const mails = await mailsTo(body.email, 2);
    expect(mails.map((entry) => entry.subject)).toEqual([
      `${notificationTexts['drop.badged'].title} · Drops`,
      `${notificationTexts['seller.approved'].title} · Drops`,
    ]);
    // The notification in the app is still made.
    const listed = await context.app.inject({
      method: 'GET',
      url: '/seller/notifications',
      headers: bearer(token),
    });
    expect(listed.json().data.map((entry: { type: string }) => entry.type)).toContain(
      'drop.unbadged',
    );
  });

  it('an event delivered twice is mailed once', async () => {
    const { seller, body } = await signUp(context.app);
    const paused = {
      ...dropEvent('drop.paused', seller._id),
      payload: {
        drop: { id: newId(), sellerId: seller._id, name: 'Velvet Jacket', status: 'paused' },
        review: { reason: 'misleading_listing', note: null },
      },
    };
    expect((await deliverEvents(context.app, [paused])).statusCode).toBe(200);
    expect((await deliverEvents(context.app, [paused])).statusCode).toBe(200);
    const restored = dropEvent('drop.restored', seller._id);
    expect((await deliverEvents(context.app, [restored, restored])).statusCode).toBe(200);
    const mails = await mailsTo(body.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      catcher.mails.filter((mail) => mail.to.includes(body.email) && !isVerificationMail(mail)),
    ).toHaveLength(2);
    expect(mails[0]?.text).toContain(`Reason: ${reviewReasons.misleading_listing}.`);
    const queued = await context.database
      .knex('seller_mail_queue')
      .where({ seller_id: seller._id })
      .whereNot({ kind: verificationKind })
      .count({ count: '*' })
      .first();
    expect(Number(queued?.count)).toBe(2);
  });
});

describe('SMTP away', () => {
  it('the decision succeeds at once, the mail waits and goes when the server returns, once', async () => {
    // A port nothing listens on, taken by the catcher later.
    const probe = await startMailCatcher();
    const port = probe.smtpPort();
    await probe.close();
    const away = await startService(undefined, {
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, publicAppUrl, timings },
    });
    let returned: MailCatcher | undefined;
    try {
      const { seller, body } = await signUp(away.app, { accountType: 'sell' });
      const started = Date.now();
      const decided = await decide(away.app, seller._id, {
        approve: false,
        reason: 'incomplete_profile',
      });
      expect(decided.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1_000);

      // Tried and refused: the mail waits, shown in /health.
      const deadline = Date.now() + 5_000;
      let mail: Record<string, unknown> = {};
      while (Date.now() < deadline) {
        mail = (await away.app.inject({ method: 'GET', url: '/health' })).json().mail;
        if (mail.lastError) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // Sign-up's verification mail waits as well.
      expect(mail).toMatchObject({ smtp: 'configured', unsent: 2, lastError: expect.any(String) });

      returned = await startMailCatcher({ smtpPort: port });
      const mails = (await returned.waitForMails(2, 5_000)).filter(
        (sent) => !isVerificationMail(sent),
      );
      expect(mails[0]?.to).toEqual([body.email]);
      expect(mails[0]?.text).toContain(`Reason: ${reviewReasons.incomplete_profile}\n`);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(returned.mails).toHaveLength(2);
      const health = (await away.app.inject({ method: 'GET', url: '/health' })).json();
      expect(health.mail).toMatchObject({ unsent: 0, oldestAgeMs: 0 });
    } finally {
      await stopService(away);
      await returned?.close();
    }
  });

  it('without SMTP_URL mails are queued and not sent', async () => {
    const unset = await startService();
    try {
      const { seller } = await signUp(unset.app, { accountType: 'sell' });
      expect((await decide(unset.app, seller._id, { approve: true })).statusCode).toBe(200);
      const health = (await unset.app.inject({ method: 'GET', url: '/health' })).json();
      // The decision's mail and sign-up's verification mail.
      expect(health.mail).toMatchObject({ smtp: 'not configured', unsent: 2 });
    } finally {
      await stopService(unset);
    }
  });
});
