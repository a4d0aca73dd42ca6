import { expect } from '@playwright/test';
import { callApi } from './api';
import { mailsTo } from './mail';

/** Subject of the mail sign-up and a change of address send (issue 30 item 2). */
export const verificationSubject = 'Verify your email · Drops';

/** The `/verify-email` link of the newest verification mail to this address. */
export async function verificationLinkFor(email: string): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        links = (await mailsTo(email))
          .filter((mail) => mail.subject === verificationSubject)
          .map((mail) => {
            const link = mail.text
              .split(/\s/)
              .find((word) => word.includes('/verify-email?token='));
            expect(mail.html).toContain(`href="${link}"`);
            return link ?? '';
          });
        return links.length;
      },
      { timeout: 15_000, message: `a verification mail to ${email}` },
    )
    .toBeGreaterThan(0);
  return links[links.length - 1] as string;
}

/**
 * Verifies a seller's email as its owner would, from the mail (the spec's one-click Approve is
 * for verified sellers; an unverified one is asked about first).
 */
export async function verifyEmailFromMail(email: string): Promise<void> {
  const token = new URL(await verificationLinkFor(email)).searchParams.get('token');
  await callApi('POST', '/seller/email/verify', { token });
}
