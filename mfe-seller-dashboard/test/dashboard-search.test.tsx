import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  badgeDrop,
  createDrop,
  daysFromNow,
  publishedDropBody,
  signedInSeller,
} from '@drops/stack-testing';
import { collectToasts, listRegion, renderDashboard } from './render-dashboard';

collectToasts();

/** The drop names the list shows now, sorted. */
const shownNames = () =>
  screen
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
    .sort();

describe('search and status filter (asked of the server)', () => {
  it('searches 500 ms after the last keystroke, and at once with Search', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    await createDrop(session, { name: 'Red Boot' });
    await createDrop(session, { name: 'Blue Hat' });
    renderDashboard(session);
    await screen.findByText('Red Boot');
    const box = screen.getByRole('searchbox', { name: 'Search drops' });

    await userEvent.type(box, 'boot');
    // Typing alone asks nothing yet: no search is on its way, both drops still show.
    expect(listRegion()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('Blue Hat')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Blue Hat')).not.toBeInTheDocument());
    expect(shownNames()).toEqual(['Red Boot']);

    await userEvent.clear(box);
    await userEvent.type(box, 'hat');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // Well inside the 500 ms: the search is already on its way (or already answered).
    expect(
      listRegion().getAttribute('aria-busy') === 'true' || screen.queryByText('Blue Hat') !== null,
    ).toBe(true);
    expect(await screen.findByText('Blue Hat')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toEqual(['Blue Hat']));
  });

  it('offers All Status, Published, Draft, Upcoming, Badges, each answered by the server', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    await createDrop(session, publishedDropBody({ name: 'Live One' }));
    await createDrop(session, { name: 'Sketch' });
    await createDrop(session, publishedDropBody({ name: 'Soon', launchDate: daysFromNow(7) }));
    const starred = await createDrop(session, publishedDropBody({ name: 'Starred' }));
    await badgeDrop(starred._id);
    renderDashboard(session);
    await screen.findByText('Live One');
    // Each row's Status cell: the status the server gives it, the administrator's badge, and
    // the phase beside them (issue 17), with its countdown before the launch.
    const statusOf = (name: string) =>
      within(screen.getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .at(-2)?.textContent;
    expect(['Live One', 'Sketch', 'Soon', 'Starred'].map(statusOf)).toEqual([
      'PublishedLive',
      'DraftNot published',
      expect.stringMatching(/^UpcomingLaunches in (7d 00:00|6d 23:59):\d\d$/),
      'PublishedBadgeLive',
    ]);
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Status', 'Published', 'Draft', 'Upcoming', 'Badges']);

    const showsOnly = async (status: string, names: string[]) => {
      await userEvent.selectOptions(filter, status);
      await waitFor(() => expect(shownNames()).toEqual(names));
      expect(listRegion()).toHaveAttribute('aria-busy', 'false');
    };
    await showsOnly('Badges', ['Starred']);
    await showsOnly('Upcoming', ['Soon']);
    await showsOnly('Published', ['Live One', 'Starred']);
    await showsOnly('Draft', ['Sketch']);

    await userEvent.type(screen.getByRole('searchbox'), 'Live');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(screen.getByText('Please try another search or filter')).toBeInTheDocument();
    // The search and filter stay so the seller can widen them again.
    expect(screen.getByRole('searchbox')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Sketch')).toBeInTheDocument();
    await showsOnly('All Status', ['Live One', 'Sketch', 'Soon', 'Starred']);
  });
});
