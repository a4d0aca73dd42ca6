import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@drops/ui';
import { DropPhase } from '../src/features/drops/components/drop-phase';
import { DropStatus } from '../src/features/drops/components/drop-status';

type ShownDrop = Parameters<typeof DropStatus>[0]['drop'];

/**
 * Issues 17 and 31 (item 6): the status cell is one badge with the spec's status and one line for
 * the phase, counting down each second to the launch (or the expiry).
 */
describe('DropStatus and DropPhase', () => {
  const now = Date.UTC(2030, 0, 1, 12);
  beforeEach(() => jest.useFakeTimers({ now }));
  afterEach(() => jest.useRealTimers());

  const at = (ms: number) => new Date(now + ms).toISOString();
  const base: ShownDrop = {
    status: 'Draft',
    badge: false,
    phase: 'draft',
    launchDate: null,
    expiryDate: null,
    timeZone: null,
  };
  const show = (drop: Partial<ShownDrop>) =>
    render(
      <ThemeProvider theme={theme}>
        <DropStatus drop={{ ...base, ...drop }} />
      </ThemeProvider>,
    );
  const badges = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('[data-status]')).map((badge) => badge.textContent);
  const line = (container: HTMLElement) => container.querySelector('[data-phase]')?.textContent;

  it('counts down to the launch under Upcoming, with the moment in en-GB and the zone', () => {
    const { container } = show({
      status: 'Upcoming',
      phase: 'scheduled',
      launchDate: at(20_000),
      timeZone: 'Europe/London',
    });
    expect(badges(container)).toEqual(['Upcoming']);
    expect(screen.queryByText('Scheduled')).toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent('Launches in 00:00:20');
    expect(screen.getByRole('timer')).toHaveAttribute('title', '01/01/2030, 12:00 GMT');
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Launches in 00:00:15');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Launches in 00:00:00');
  });

  it('says one thing per status: Live with the time left, Ended, early access', () => {
    const live = show({
      status: 'Published',
      phase: 'live',
      expiryDate: at(2 * 86_400_000 + 3_600_000),
    });
    expect(badges(live.container)).toEqual(['Published']);
    expect(line(live.container)).toBe('Live · 2d 01:00:00 left');
    live.unmount();
    const ended = show({ status: 'Published', phase: 'ended', expiryDate: at(-1000) });
    expect(line(ended.container)).toBe('Ended');
    ended.unmount();
    const early = show({ status: 'Upcoming', phase: 'early_access', launchDate: at(3_600_000) });
    expect(badges(early.container)).toEqual(['Upcoming']);
    expect(line(early.container)).toBe('Early access · 01:00:00');
  });

  it('an unpublished drop shows its countdown line; one without a launch says Not published', () => {
    const set = show({ launchDate: at(3 * 86_400_000) });
    expect(badges(set.container)).toEqual(['Draft']);
    expect(line(set.container)).toBe('Launch date in 3d 00:00:00');
    set.unmount();
    const bare = show({});
    expect(line(bare.container)).toBe('Not published');
    bare.unmount();
    const past = show({ launchDate: at(-60_000) });
    expect(line(past.container)).toBe('Not published');
  });

  it("a paused drop keeps the spec's Draft badge, Paused on its line in the paused colour", () => {
    const { container } = show({
      phase: 'paused',
      moderation: {
        status: 'paused',
        reason: 'other',
        reasonText: 'Other',
        note: null,
        decidedAt: at(0),
      },
      badge: true,
    });
    expect(badges(container)).toEqual(['Draft']);
    expect(screen.getByText('Badge')).toBeInTheDocument();
    expect(line(container)).toBe('Paused');
  });

  it('always draws two lines: badges, then the phase', () => {
    for (const drop of [
      {},
      { status: 'Published' as const, phase: 'live' as const },
      { status: 'Upcoming' as const, phase: 'scheduled' as const, launchDate: at(60_000) },
    ]) {
      const { container, unmount } = show(drop);
      const cell = container.firstElementChild!;
      expect(cell.children).toHaveLength(2);
      expect(cell.children[1]).toHaveAttribute('data-phase');
      unmount();
    }
  });

  it('DropPhase alone reads a drop without a stored phase from its status', () => {
    render(
      <ThemeProvider theme={theme}>
        <DropPhase
          drop={{ status: 'Published', launchDate: null, expiryDate: null, timeZone: null }}
        />
      </ThemeProvider>,
    );
    expect(screen.getByText('Live')).toBeInTheDocument();
  });
});
