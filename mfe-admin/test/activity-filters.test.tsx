import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screenWidthPerTest } from '@drops/ui/testing';
import { signUpSeller, rejectSeller, uniqueIdentity } from '@drops/stack-testing';
import { rangeErrorOf } from '../src/features/activity/components/activity-filters';
import { adminSignedInForEachTest, renderArea } from './render-area';

/**
 * Issue 31 item 7 against the real stack: a From after To is said on the To field and nothing is
 * sent (the list and its count stay); on a phone the filters fold behind a toggle, and fold again
 * after Apply so the results are in sight.
 */
adminSignedInForEachTest();
const screenWidth = screenWidthPerTest();

const location = () => screen.getByTestId('location').textContent;

async function rejectedSellerId(): Promise<string> {
  const { seller } = await signUpSeller({
    accountType: 'sell',
    details: { fullName: `Tester ${uniqueIdentity('tag').username}` },
  });
  await rejectSeller(seller._id);
  return seller._id;
}

describe('rangeErrorOf', () => {
  it('refuses a From later than To; the To day counts whole; blanks are fine', () => {
    expect(rangeErrorOf({ from: '2026-11-27', to: '2026-11-26' })).toBe(
      'Choose a To date on or after the From date',
    );
    expect(rangeErrorOf({ from: '2026-11-27', to: '2026-11-27' })).toBeUndefined();
    expect(rangeErrorOf({ from: '2026-11-27T18:00:00Z', to: '2026-11-27' })).toBeUndefined();
    expect(rangeErrorOf({ from: '2026-11-27', to: '' })).toBeUndefined();
  });
});

describe('/admin/activity filters', () => {
  it('a From after To is said on the To field; nothing is sent and the count stays', async () => {
    screenWidth('desktop');
    const targetId = await rejectedSellerId();
    renderArea(`/admin/activity?targetId=${targetId}`);
    expect(await screen.findByText('1 entry')).toBeInTheDocument();

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2026-11-27' } });
    fireEvent.change(to, { target: { value: '2026-11-20' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(to).toHaveAccessibleDescription('Choose a To date on or after the From date');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe(`/admin/activity?targetId=${targetId}`);
    expect(screen.getByText('1 entry')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText(/must not be later/)).toBeNull();

    // Mending the range clears the message; Apply then filters.
    fireEvent.change(to, { target: { value: '2026-11-28' } });
    expect(to).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(location()).toBe(`/admin/activity?target=${targetId}&from=2026-11-27&to=2026-11-28`),
    );
  });

  it('on a phone the filters fold behind a toggle and fold again after Apply', async () => {
    screenWidth('mobile');
    const targetId = await rejectedSellerId();
    renderArea('/admin/activity');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Filters' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Target name' }), targetId);
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(location()).toBe(`/admin/activity?target=${targetId}`));
    expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (1 on)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(await screen.findByText('1 entry')).toBeInTheDocument();
  });
});
