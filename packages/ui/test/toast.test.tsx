import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@drops/contracts';
import { UiProvider, clearToasts, toast } from '../src';

describe('toasts (spec section 2: title, description, icon, close; 4 seconds)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a toast raised from anywhere on the page and removes it after 4 s', () => {
    jest.useFakeTimers();
    render(<UiProvider page>content</UiProvider>);
    act(() =>
      toast({ title: 'CHANGES HAVE BEEN SAVED!', description: 'All good', variant: 'success' }),
    );

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('CHANGES HAVE BEEN SAVED!')).toBeInTheDocument();
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(region.querySelector('svg')).not.toBeNull();

    act(() => jest.advanceTimersByTime(limits.toastMs - 1));
    expect(screen.getByText('CHANGES HAVE BEEN SAVED!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('CHANGES HAVE BEEN SAVED!')).not.toBeInTheDocument();
  });

  it('all go at once when cleared, and new ones show again', () => {
    render(<UiProvider page>content</UiProvider>);
    act(() => toast({ title: 'Failed to fetch products', variant: 'error' }));
    act(() => toast({ title: 'Saved', variant: 'success' }));
    act(() => clearToasts());
    expect(screen.queryByText('Failed to fetch products')).not.toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    act(() => toast({ title: 'Welcome back' }));
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    render(<UiProvider page>content</UiProvider>);
    act(() => toast({ title: 'Failed to fetch products', variant: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch products');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Failed to fetch products')).not.toBeInTheDocument();
  });
});
