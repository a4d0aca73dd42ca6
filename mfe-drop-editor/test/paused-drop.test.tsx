import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getSellerProduct } from '@drops/api-client';
import { routerFuture } from '@drops/federation';
import type { SellerSession } from '@drops/session';
import {
  apiClient,
  createDrop,
  pauseDrop,
  publishedDropBody,
  restoreDrop,
  signedInSeller,
  stackApiUrl,
  storeSellerSession,
} from '@drops/stack-testing';
import { UiProvider } from '@drops/ui';
import DropEditorArea from '../src/routes';

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderEditor(session: SellerSession, dropId: string) {
  window.localStorage.clear();
  storeSellerSession(session);
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[`/add-product/${dropId}`]} future={routerFuture}>
        <Routes>
          <Route path="/add-product/:id" element={<DropEditorArea apiBaseUrl={stackApiUrl()} />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

async function pausedDrop() {
  const session = await signedInSeller({ accountType: 'sell', approved: true });
  const drop = await createDrop(session, publishedDropBody({ name: 'Paused drop' }));
  await pauseDrop(drop._id, {
    reason: 'misleading_listing',
    note: 'The photos show another product.',
  });
  return { session, drop };
}

describe('a drop paused by an administrator (issue 16)', () => {
  it('says so at the top of the form with the reason, note and date; SAVE CHANGES is off', async () => {
    const { session, drop } = await pausedDrop();
    renderEditor(session, drop._id);

    const notice = await screen.findByRole('region', { name: 'This drop is paused' });
    expect(notice).toHaveTextContent(
      'This drop was paused by an administrator and cannot be published until it is restored.',
    );
    expect(within(notice).getByText('Misleading listing')).toBeInTheDocument();
    expect(within(notice).getByText('The photos show another product.')).toBeInTheDocument();
    expect(notice).toHaveTextContent(/Paused on\d\d\/\d\d\/\d{4}/);
    // At the top: before the form.
    const form = screen.getByRole('form', { name: 'Drop details' });
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const publish = screen.getByRole('button', { name: 'SAVE CHANGES' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(/cannot be published until it is restored/);
    expect(screen.getByRole('heading', { name: 'Badge-Readiness Checklist' })).toBeInTheDocument();
  });

  it('SAVE DRAFT still saves the changes; the drop stays paused', async () => {
    const { session, drop } = await pausedDrop();
    renderEditor(session, drop._id);
    const title = await screen.findByLabelText('Drop title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Paused drop, photos fixed');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE DRAFT' }));

    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    const stored = (await getSellerProduct(apiClient(session), drop._id)).data;
    expect(stored.name).toBe('Paused drop, photos fixed');
    expect(stored.status).toBe('Draft');
    expect(stored.moderation?.status).toBe('paused');
  });

  it('once restored, the notice is gone and SAVE CHANGES works again', async () => {
    const { session, drop } = await pausedDrop();
    await restoreDrop(drop._id);
    renderEditor(session, drop._id);
    const publish = await screen.findByRole('button', { name: 'SAVE CHANGES' });
    expect(publish).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'This drop is paused' })).not.toBeInTheDocument();
    await userEvent.click(publish);
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    await waitFor(async () =>
      expect((await getSellerProduct(apiClient(session), drop._id)).data.status).toBe('Published'),
    );
  });
});
