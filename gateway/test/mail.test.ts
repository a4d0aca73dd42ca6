import { notificationTexts, reviewReasons } from '@drops/contracts';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '@drops/mail-catcher';
import { badgeNewDrop, eventually, freePort, startStack, type Stack } from '../testing/stack';
import { decideOnSeller } from './fixtures';

/**
 * Issue 16, email, across the services through the real gateway: the SMTP server is away when an
 * administrator rejects a seller with a reason; the rejection answers at once, and the mail goes
 * when the server comes up. A badge granted by the catalog reaches the seller's mailbox too.
 */
const publicAppUrl = 'https://drops.example';
let stack: Stack;
let smtpPort: number;
let catcher: MailCatcher | undefined;

beforeAll(async () => {
  smtpPort = await freePort();
  stack = await startStack(
    {},
    {
      mail: {
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        publicAppUrl,
        timings: { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200 },
      },
    },
  );
});

afterAll(async () => {
  await stack?.stop();
  await catcher?.close();
});

/** Sign-up's verification mail (issue 30 item 2) goes to every new seller first: set aside. */
const isVerificationMail = (mail: CaughtMail) => mail.subject.startsWith('Verify your email');

const mailsTo = (address: string, count: number): Promise<CaughtMail[]> =>
  eventually(`${count} mails to ${address}`, () => {
    const mine =
      catcher?.mails.filter((mail) => mail.to.includes(address) && !isVerificationMail(mail)) ?? [];
    return mine.length >= count ? mine : undefined;
  });

describe('mail through the gateway', () => {
  it('SMTP away: the rejection succeeds at once; its mail waits and goes when SMTP returns', async () => {
    const seller = await stack.createSeller({ accountType: 'flex' });
    const admin = await stack.createAdmin();
    const started = Date.now();
    const rejected = await decideOnSeller(stack.apiUrl, admin.token, seller.id, {
      isApproved: false,
      isActive: false,
      reason: 'duplicate_account',
      note: 'You already sell as another account.',
    });
    expect(rejected).toMatchObject({ status: 200, body: { success: true } });
    expect(Date.now() - started).toBeLessThan(2_500);

    // The seller service tried, was refused, and keeps the mail.
    const deadline = Date.now() + 5_000;
    let mail: Record<string, unknown> = {};
    while (Date.now() < deadline) {
      mail = (await stack.services.seller.inject({ method: 'GET', url: '/health' })).json().mail;
      if (mail.lastError) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // The rejection's mail and sign-up's verification mail.
    expect(mail).toMatchObject({ unsent: 2, lastError: expect.any(String) });

    catcher = await startMailCatcher({ smtpPort });
    const [received] = await mailsTo(seller.email, 1);
    expect(received?.subject).toBe(`${notificationTexts['seller.rejected'].title} · Drops`);
    for (const part of [received?.text, received?.html]) {
      expect(part).toContain(reviewReasons.duplicate_account);
      expect(part).toContain('You already sell as another account.');
      expect(part).toContain(`${publicAppUrl}/signin`);
    }
  });

  it('a badge granted in the catalog is mailed to the seller with a link to the drop', async () => {
    catcher ??= await startMailCatcher({ smtpPort });
    const seller = await stack.createSeller({ accountType: 'flex' });
    const admin = await stack.createAdmin();
    const { id, badged } = await badgeNewDrop(stack, seller, admin, 'Mail me a badge');
    expect(badged.status).toBe(200);
    const [received] = await mailsTo(seller.email, 1);
    expect(received?.subject).toBe(`${notificationTexts['drop.badged'].title} · Drops`);
    expect(received?.text).toContain('"Mail me a badge" was given a badge.');
    expect(received?.html).toContain(`href="${publicAppUrl}/add-product/${id}"`);
  });
});
