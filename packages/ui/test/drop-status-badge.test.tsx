import { render, screen } from '@testing-library/react';
import { DropStatusBadge, theme, UiProvider } from '../src';

/**
 * Issue 31 item 6: one badge for a drop's status in both areas, its word and colour taken from
 * either API's spelling (the seller's `Upcoming`, the administrator's `paused`).
 */
describe('DropStatusBadge', () => {
  const show = (status: string) =>
    render(
      <UiProvider>
        <DropStatusBadge status={status} />
      </UiProvider>,
    );

  it.each([
    ['Published', 'Published', theme.colors.success],
    ['published', 'Published', theme.colors.success],
    ['Upcoming', 'Upcoming', theme.colors.info],
    ['Draft', 'Draft', theme.colors.textMuted],
    ['paused', 'Paused', theme.colors.danger],
    ['archived', 'Draft', theme.colors.textMuted],
  ])('%s reads %s', (status, word, colour) => {
    show(status);
    expect(screen.getByText(word)).toHaveStyle({ color: colour });
  });
});
