import { screen, within } from '@testing-library/react';
import { setSellerApproval, updateSeller } from '@drops/api-client';
import { formatDate } from '@drops/format';
import type { SellerSession } from '@drops/session';
import { answerScreenWidth } from '@drops/ui/testing';
import {
  apiClient,
  createDrop,
  pauseDrop,
  publishedDropBody,
  rejectSeller,
  signedInSeller,
  signInAdmin,
} from '@drops/stack-testing';
import { collectToasts, renderDashboard } from './render-dashboard';

collectToasts();

const today = () => formatDate(new Date());

/** A flex seller who has asked to sell; the session holds the seller as it is after asking. */
async function flexSellerWhoAsked(): Promise<SellerSession> {
  const session = await signedInSeller();
  const asked = await updateSeller(apiClient(session), { isRequestedforSell: true });
  return { ...session, seller: asked.data };
}

describe('the request to sell, with its date and decision (issue 16)', () => {
  it('pending: under review, with the date it was asked', async () => {
    renderDashboard(await flexSellerWhoAsked());
    const note = await screen.findByRole('note');
    expect(await screen.findByText(`Requested on ${today()}.`)).toBeInTheDocument();
    // The spec's note reads as before: the date stands beside it.
    expect(note).toHaveTextContent(/^Your request to sell is under review\.$/);
  });

  it('rejected: the rejection ended the session (issue 30), so the open dashboard goes to sign-in', async () => {
    const session = await flexSellerWhoAsked();
    await rejectSeller(session.seller._id, {
      reason: 'incomplete_profile',
      note: 'Add a bio and a link to your work.',
    });
    // The reason and note are shown at sign-in now (login's 403), not in a session.
    renderDashboard(session);
    expect(await screen.findByText('Now at /signin')).toBeInTheDocument();
    expect(screen.queryByText('Your request to sell was not approved.')).not.toBeInTheDocument();
  });

  it('approved: says so with the date, beside the approval dialog', async () => {
    const session = await flexSellerWhoAsked();
    await setSellerApproval(apiClient(await signInAdmin()), session.seller._id, {
      isApproved: true,
      isActive: true,
    });
    renderDashboard(session);
    expect(await screen.findByText('Your request to sell was approved.')).toBeInTheDocument();
    expect(screen.getByText('Your request to sell was approved.').parentElement).toHaveTextContent(
      `Decided on ${today()}.`,
    );
    // No longer the note that it is under review.
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('a drop paused by an administrator (issue 16)', () => {
  async function sellerWithPausedDrop() {
    const session = await signedInSeller({ accountType: 'sell', approved: true });
    const drop = await createDrop(session, publishedDropBody({ name: 'Paused Jacket' }));
    await createDrop(session, publishedDropBody({ name: 'Live Jacket' }));
    await pauseDrop(drop._id, { reason: 'prohibited_item' });
    return session;
  }

  it("its row reads the spec's Draft with a Paused tag; other rows have none", async () => {
    const session = await sellerWithPausedDrop();
    renderDashboard(session);
    const table = await screen.findByRole('table', { name: 'Your drops' });
    const paused = within(table).getByRole('row', { name: /Paused Jacket/ });
    expect(within(paused).getByText('Draft')).toBeInTheDocument();
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
    const live = within(table).getByRole('row', { name: /Live Jacket/ });
    expect(within(live).getByText('Published')).toBeInTheDocument();
    expect(within(live).queryByText('Paused')).not.toBeInTheDocument();
  });

  it('on a phone its card shows the tag too', async () => {
    const restoreWidth = answerScreenWidth('mobile');
    try {
      const session = await sellerWithPausedDrop();
      renderDashboard(session);
      const cards = await screen.findByRole('list', { name: 'Your drops' });
      const card = within(cards)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.includes('Paused Jacket'));
      expect(card).toBeDefined();
      expect(within(card!).getByText('Draft')).toBeInTheDocument();
      expect(within(card!).getByText('Paused')).toBeInTheDocument();
    } finally {
      restoreWidth();
    }
  });
});
