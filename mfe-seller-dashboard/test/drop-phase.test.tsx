import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@drops/ui';
import { DropPhase } from '../src/features/drops/components/drop-phase';

/** Issue 17: the phase beside the status, counting down each second to the launch. */
describe('DropPhase', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2030, 0, 1, 12) }));
  afterEach(() => jest.useRealTimers());

  const show = (drop: Parameters<typeof DropPhase>[0]['drop']) =>
    render(
      <ThemeProvider theme={theme}>
        <DropPhase drop={drop} />
      </ThemeProvider>,
    );

  it('counts down to the launch, and shows the moment in en-GB with the zone', () => {
    show({
      phase: 'scheduled',
      launchDate: new Date(Date.UTC(2030, 0, 1, 12, 0, 20)).toISOString(),
      expiryDate: null,
      timeZone: 'Europe/London',
    });
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Live in 00:00:20');
    expect(screen.getByRole('timer')).toHaveAttribute('title', '01/01/2030, 12:00 GMT');
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Live in 00:00:15');
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Live in 00:00:00');
  });

  it('shows the time left of a live drop, and nothing more for a draft', () => {
    const { unmount } = show({
      phase: 'live',
      launchDate: null,
      expiryDate: new Date(Date.UTC(2030, 0, 3, 13)).toISOString(),
      timeZone: null,
    });
    expect(screen.getByRole('timer')).toHaveTextContent('2d 01:00:00 left');
    unmount();
    const draft = show({ phase: 'draft', launchDate: null, expiryDate: null, timeZone: null });
    expect(draft.container).toBeEmptyDOMElement();
  });
});
