import { expect } from '@playwright/test';
import type { CaughtMail } from '@drops/mail-catcher';
import { mailCatcherUrl } from './environment';

/**
 * The mails the stack's catcher received for one address, read from its `/api/mails` list.
 * Mails leave the seller service's queue a moment after the decision, so callers poll.
 */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailCatcherUrl}/api/mails`);
  if (!response.ok) throw new Error(`mail catcher: ${response.status}`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits (up to 15 s) for the one mail with this subject sent to this address, and returns it. */
export async function waitForMail(address: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter((mail) => mail.subject === subject);
        return found.length;
      },
      { timeout: 15_000, message: `a mail "${subject}" to ${address}` },
    )
    .toBe(1);
  return found[0] as CaughtMail;
}
