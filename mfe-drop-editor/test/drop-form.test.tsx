import { answerScreenWidth } from '@drops/ui/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AccountType } from '@drops/contracts';
import { routerFuture } from '@drops/federation';
import { RemoteRoot } from '@drops/remote-kit';
import { DropForm } from '../src/features/drop-form/components/drop-form';
import { emptyDropValues, type DropFormValues } from '../src/features/drop-form/form-values';

function renderForm(accountType: AccountType, initial: DropFormValues = emptyDropValues()) {
  return render(
    <MemoryRouter initialEntries={['/add-product']} future={routerFuture}>
      {/* No call is made by these tests: nothing is saved or uploaded. */}
      <RemoteRoot apiBaseUrl="http://127.0.0.1:9/api/v1" audience="seller">
        <DropForm
          accountType={accountType}
          saved={emptyDropValues()}
          initial={initial}
          draftKey="drop-editor-draft:test:new"
          fallbackZone="UTC"
        />
      </RemoteRoot>
    </MemoryRouter>,
  );
}

beforeEach(() => window.localStorage.clear());

describe('DropForm', () => {
  it('numbers the sell sections in order and shows SUBMIT on a new drop', () => {
    renderForm('sell');
    expect(screen.getByRole('heading', { name: 'ADD DROP' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      '1. Drop Identity',
      '2. Tag What Makes This Drop Matter',
      '3. Visual Identity',
      '4. Drop Price & Quantity',
      '5. Variations',
      '6. Drop Timing',
      '7. Purchase URL',
      '8. Early Access',
      'Badge-Readiness Checklist',
    ]);
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Series / Collection Name' })).toBeInTheDocument();
  });

  it('flex accounts see Drop Identity, Visual Identity and Variations only', () => {
    renderForm('flex');
    const form = screen.getByRole('form', { name: 'Drop details' });
    expect(
      within(form)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['1. Drop Identity', '2. Visual Identity', '3. Variations']);
    expect(screen.queryByLabelText('Price (£)')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'archive / aesthetic name' })).toBeInTheDocument();
  });

  it('enables the early access window only while early access is on', async () => {
    const user = userEvent.setup();
    renderForm('sell');
    expect(screen.getByRole('radio', { name: '24H' })).toBeDisabled();
    expect(screen.queryByLabelText('Early access units')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'On: early access for every unit' }));
    expect(screen.getByRole('radio', { name: '24H' })).toBeEnabled();
    expect(screen.queryByLabelText('Early access units')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'On: a number of units unlock early' }));
    expect(screen.getByLabelText('Early access units')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '72H' }));
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    expect(screen.getByRole('radio', { name: '72H' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '72H' })).not.toBeChecked();
  });

  it('ticks the checklist live and counts the description up to 240', async () => {
    const user = userEvent.setup();
    renderForm('sell');
    const panel = screen.getByRole('complementary', { name: 'Badge-Readiness Checklist' });
    expect(within(panel).getByText('0 of 8 ready')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Drop title'), 'Runner');
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.type(screen.getByLabelText('Description'), 'Fast');
    expect(within(panel).getByText('3 of 8 ready')).toBeInTheDocument();
    expect(screen.getByText('4/240')).toBeInTheDocument();
  });

  it('shows every category by its label in one casing, the values the spec stores', () => {
    renderForm('sell');
    const options = within(screen.getByLabelText('Category')).getAllByRole<HTMLOptionElement>(
      'option',
    );
    expect(options.slice(1).map((option) => [option.textContent, option.value])).toEqual([
      ['Fashion', 'fashion'],
      ['Technology', 'tech'],
      ['Art', 'art'],
      ['Music', 'music'],
      ['Lifestyle', 'lifestyle'],
    ]);
  });

  it('leaves Description unticked while the description is over its limit', async () => {
    const user = userEvent.setup();
    renderForm('sell');
    const panel = screen.getByRole('complementary', { name: 'Badge-Readiness Checklist' });
    const description = screen.getByLabelText('Description');
    await user.click(description);
    await user.paste('d'.repeat(260));
    expect(within(panel).getByText('Description')).toHaveAttribute('data-done', 'false');
    expect(within(panel).getByText('0 of 8 ready')).toBeInTheDocument();
    await user.clear(description);
    await user.paste('d'.repeat(240));
    expect(within(panel).getByText('Description')).toHaveAttribute('data-done', 'true');
  });

  it('SUBMIT shows each missing field and moves the focus to the first', async () => {
    const user = userEvent.setup();
    renderForm('sell');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByText('Drop title is required')).toBeInTheDocument();
    expect(screen.getByText('At least one visual is required')).toBeInTheDocument();
    expect(screen.getByText('Launch date is required')).toBeInTheDocument();
    expect(screen.getByText('Purchase URL is required')).toBeInTheDocument();
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    expect(screen.getByLabelText('Drop title')).toHaveFocus();
  });

  it('CANCEL asks "SAVE DRAFT BEFORE EXITING?" with EXIT and SAVE DRAFT', async () => {
    const user = userEvent.setup();
    renderForm('sell');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    const dialog = screen.getByRole('dialog', { name: 'SAVE DRAFT BEFORE EXITING?' });
    expect(within(dialog).getByRole('button', { name: 'EXIT' })).toBeInTheDocument();
    // The dialog's SAVE DRAFT is the one a query by role finds while it asks (not the form's too).
    expect(screen.getAllByRole('button', { name: 'SAVE DRAFT' })).toEqual([
      within(dialog).getByRole('button', { name: 'SAVE DRAFT' }),
    ]);
    // A draft needs a title: the dialog closes and the title says so.
    await user.click(within(dialog).getByRole('button', { name: 'SAVE DRAFT' }));
    expect(screen.getByText('Drop title is required')).toBeInTheDocument();
  });

  it('adds custom tags after the two presets and refuses a repeat', async () => {
    const user = userEvent.setup();
    renderForm('sell');
    const tags = screen.getByRole('list', { name: 'Custom tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['limited✕', 'handmade✕']);
    await user.type(screen.getByLabelText('New tag'), ' Handmade {Enter}');
    expect(screen.getByText('Tags must be non-empty and unique')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New tag'));
    await user.type(screen.getByLabelText('New tag'), 'vinyl{Enter}');
    expect(within(tags).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove tag limited' }));
    expect(within(tags).getAllByRole('listitem')).toHaveLength(2);
  });

  it('keeps unsaved changes in local storage and offers to discard restored ones', async () => {
    const user = userEvent.setup();
    const restored = { ...emptyDropValues(), name: 'Restored title' };
    renderForm('sell', restored);
    expect(screen.getByText('We restored the changes you had not saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard restored changes' }));
    expect(screen.getByLabelText('Drop title')).toHaveValue('');
    await user.type(screen.getByLabelText('Drop title'), 'Typed');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stored = JSON.parse(window.localStorage.getItem('drop-editor-draft:test:new') ?? '{}');
    expect(stored.values.name).toBe('Typed');
  });

  const storedName = () =>
    JSON.parse(window.localStorage.getItem('drop-editor-draft:test:new') ?? '{"values":{}}').values
      .name;

  it('keeps the last keystrokes when the editor closes before the writing pause', async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm('sell');
    await user.type(screen.getByLabelText('Drop title'), 'Last words');
    expect(storedName()).toBeUndefined();
    unmount();
    expect(storedName()).toBe('Last words');
  });

  it('keeps the last keystrokes when the page goes away before the writing pause', async () => {
    const user = userEvent.setup();
    renderForm('sell');
    await user.type(screen.getByLabelText('Drop title'), 'Closing tab');
    window.dispatchEvent(new Event('pagehide'));
    expect(storedName()).toBe('Closing tab');
  });
});

describe('the Badge-Readiness Checklist on a phone', () => {
  it('is a Badge Checklist tab opening it as a dialog, its title in the page once', async () => {
    const restoreWidth = answerScreenWidth('mobile');
    try {
      const user = userEvent.setup();
      renderForm('sell');
      expect(screen.queryByText('Badge-Readiness Checklist')).not.toBeInTheDocument();
      // jsdom applies no media query (the tab's phone styles never show it): found by its text.
      await user.click(screen.getByText('Badge Checklist'));
      const dialog = screen.getByRole('dialog', { name: 'Badge-Readiness Checklist' });
      expect(screen.getAllByText('Badge-Readiness Checklist')).toHaveLength(1);
      expect(within(dialog).getByText('Drop title', { exact: false })).toBeInTheDocument();
    } finally {
      restoreWidth();
    }
  });
});
