import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@drops/contracts';
import { installFakeApi, makeCategory, page, renderArea, signInAdmin } from './harness';

beforeEach(() => {
  window.localStorage.clear();
  signInAdmin();
});

/** A small categories API over an in-memory list, as the admin service behaves. */
function categoriesApi(initial: Category[]) {
  let categories = [...initial];
  const api = installFakeApi({
    'GET /admin/categories': (call) => {
      const search = (call.query.search ?? '').toLowerCase();
      const matching = categories.filter((category) =>
        category.name.toLowerCase().includes(search),
      );
      return page(matching, { limit: 20 });
    },
    'POST /admin/categories': (call) => {
      const { name } = call.body as { name: string };
      if (categories.some((category) => category.name.toLowerCase() === name.toLowerCase()))
        return {
          status: 400,
          body: {
            success: false,
            error: 'A category with this name already exists',
            errors: { name: 'A category with this name already exists' },
          },
        };
      const created = makeCategory(name);
      categories = [...categories, created];
      return { status: 201, body: { success: true, data: created } };
    },
    'PUT /admin/categories/:id': (call) => {
      const id = call.path.split('/').at(-1);
      const { name } = call.body as { name: string };
      categories = categories.map((category) =>
        category._id === id ? { ...category, name } : category,
      );
      return { status: 200, body: { success: true, data: categories.find((c) => c._id === id) } };
    },
    'DELETE /admin/categories/:id': (call) => {
      const id = call.path.split('/').at(-1);
      categories = categories.filter((category) => category._id !== id);
      return { status: 200, body: { success: true, data: {} } };
    },
  });
  return api;
}

describe('/admin/categories', () => {
  it('shows "No categories found" with "Create your first category to get started"', async () => {
    categoriesApi([]);
    renderArea('/admin/categories');
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    expect(screen.getByText('Create your first category to get started')).toBeInTheDocument();
  });

  it('creates a category with a trimmed name; a blank name is refused on the field', async () => {
    const api = categoriesApi([makeCategory('Art')]);
    renderArea('/admin/categories');
    await screen.findByText('Art');
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    await userEvent.type(within(dialog).getByLabelText('Category name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Category name is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Category name')).toHaveFocus();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Category name'));
    await userEvent.type(within(dialog).getByLabelText('Category name'), '  Street Wear  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Street Wear' });
    expect(await screen.findByRole('article', { name: 'Street Wear' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message for a taken name, on the field and as the toast", async () => {
    categoriesApi([makeCategory('Art')]);
    renderArea('/admin/categories');
    await screen.findByText('Art');
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    await userEvent.type(within(dialog).getByLabelText('Category name'), 'art');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('A category with this name already exists'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('A category with this name already exists')).toHaveLength(2);
  });

  it('an edit that leaves the name unchanged simply closes; a rename saves the trimmed name', async () => {
    const api = categoriesApi([makeCategory('Prints')]);
    renderArea('/admin/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Prints' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByLabelText('Category name')).toHaveValue('Prints');
    await userEvent.type(within(dialog).getByLabelText('Category name'), '  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Prints' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await userEvent.clear(within(dialog).getByLabelText('Category name'));
    await userEvent.type(within(dialog).getByLabelText('Category name'), ' Posters ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Posters' });
    expect(await screen.findByRole('article', { name: 'Posters' })).toBeInTheDocument();
  });

  it("asks before deleting, with the spec's words, then deletes", async () => {
    categoriesApi([makeCategory('Zines')]);
    renderArea('/admin/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Zines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' });
    expect(
      within(dialog).getByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            'Are you sure you want to delete the category Zines? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
  });

  it('"Failed to delete category" when the server gives no reason', async () => {
    installFakeApi({
      'GET /admin/categories': () => page([makeCategory('Stuck')], { limit: 20 }),
      'DELETE /admin/categories/:id': () => ({ status: 500, body: {} }),
    });
    renderArea('/admin/categories');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Stuck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
  });

  it('asks for 20 per page and keeps the search in the URL', async () => {
    const api = categoriesApi([makeCategory('Art'), makeCategory('Music')]);
    renderArea('/admin/categories?search=mus');
    expect(await screen.findByText('Music')).toBeInTheDocument();
    expect(screen.queryByText('Art')).not.toBeInTheDocument();
    expect(api.calls[0]?.query).toEqual({ page: '1', limit: '20', search: 'mus' });
  });
});
