import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCategory, listAdminCategories } from '@drops/api-client';
import type { Category } from '@drops/contracts';
import { apiClient, startLoadBalancer, uniqueIdentity } from '@drops/stack-testing';
import { adminSignedInForEachTest, renderArea } from './render-area';

const admin = adminSignedInForEachTest();
const adminApi = () => apiClient({ token: admin().token });

/** A text no other test's category holds: categories are shared by the whole run. */
const uniqueTag = () => uniqueIdentity('cat').username;

/** The categories the server holds whose name contains `search`. */
async function serverCategories(search: string): Promise<Category[]> {
  return (await listAdminCategories(adminApi(), { page: 1, limit: 100, search })).data;
}

async function newCategory(name: string): Promise<Category> {
  return (await createCategory(adminApi(), { name })).data;
}

const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText('Category name');

/** The page searched for `tag`, holding "Art {tag}", with Create Category's dialog open. */
async function openCreateBesideArt(tag: string): Promise<HTMLElement> {
  await newCategory(`Art ${tag}`);
  renderArea(`/admin/categories?search=${tag}`);
  await screen.findByText(`Art ${tag}`);
  await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
  return screen.findByRole('dialog', { name: 'Create Category' });
}

describe('/admin/categories', () => {
  it('shows "No categories found" with "Create your first category to get started"', async () => {
    renderArea(`/admin/categories?search=${uniqueTag()}`);
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    expect(screen.getByText('Create your first category to get started')).toBeInTheDocument();
  });

  it('creates a category with a trimmed name; a blank name is refused on the field', async () => {
    const tag = uniqueTag();
    const dialog = await openCreateBesideArt(tag);
    await userEvent.type(nameField(dialog), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Category name is required')).toBeInTheDocument();
    expect(nameField(dialog)).toHaveFocus();

    await userEvent.clear(nameField(dialog));
    await userEvent.type(nameField(dialog), `  Street Wear ${tag}  `);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category created successfully')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: `Street Wear ${tag}` })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The blank name never left the page: the server's refusal would also be a toast.
    expect(screen.queryAllByText('Category name is required')).toHaveLength(0);
    expect((await serverCategories(tag)).map((category) => category.name).sort()).toEqual([
      `Art ${tag}`,
      `Street Wear ${tag}`,
    ]);
  });

  it("shows the server's message for a taken name, on the field and as the toast", async () => {
    const tag = uniqueTag();
    const dialog = await openCreateBesideArt(tag);
    await userEvent.type(nameField(dialog), `art ${tag}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('A category with this name already exists'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('A category with this name already exists')).toHaveLength(2);
    expect(await serverCategories(tag)).toHaveLength(1);
  });

  it('an edit that leaves the name unchanged simply closes; a rename saves the trimmed name', async () => {
    const tag = uniqueTag();
    const prints = await newCategory(`Prints ${tag}`);
    renderArea(`/admin/categories?search=${tag}`);
    await userEvent.click(await screen.findByRole('button', { name: `Edit Prints ${tag}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(nameField(dialog)).toHaveValue(`Prints ${tag}`);
    await userEvent.type(nameField(dialog), '  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Category updated successfully')).not.toBeInTheDocument();
    // Nothing was sent: the server's copy is untouched.
    expect(await serverCategories(tag)).toEqual([prints]);

    await userEvent.click(screen.getByRole('button', { name: `Edit Prints ${tag}` }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    await userEvent.clear(nameField(dialog));
    await userEvent.type(nameField(dialog), ` Posters ${tag} `);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: `Posters ${tag}` })).toBeInTheDocument();
    expect(await serverCategories(tag)).toEqual([
      expect.objectContaining({ _id: prints._id, name: `Posters ${tag}` }),
    ]);
  });

  it("asks before deleting, with the spec's words, then deletes", async () => {
    const tag = uniqueTag();
    await newCategory(`Zines ${tag}`);
    renderArea(`/admin/categories?search=${tag}`);
    await userEvent.click(await screen.findByRole('button', { name: `Delete Zines ${tag}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' });
    expect(
      within(dialog).getByText(
        (_content, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `Are you sure you want to delete the category Zines ${tag}? This action cannot be undone.`,
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    expect(await serverCategories(tag)).toEqual([]);
  });

  it('"Failed to delete category" when the server gives no reason', async () => {
    const tag = uniqueTag();
    const stuck = await newCategory(`Stuck ${tag}`);
    // The list reaches the real gateway; the delete meets a load balancer's own 500 page.
    const balancer = await startLoadBalancer({
      failWith: { method: 'DELETE', path: '/admin/categories/', status: 500 },
    });
    renderArea(`/admin/categories?search=${tag}`, balancer.apiUrl);
    await userEvent.click(await screen.findByRole('button', { name: `Delete Stuck ${tag}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete category')).toBeInTheDocument();
    expect(await serverCategories(tag)).toEqual([stuck]);
  });

  it('shows 20 per page and keeps the search in the URL', async () => {
    const tag = uniqueTag();
    const names = Array.from(
      { length: 21 },
      (_, index) => `Kind ${String(index).padStart(2, '0')} ${tag}`,
    );
    // Created side by side: the list is alphabetical, whatever the order of creation.
    await Promise.all(names.map(newCategory));
    await newCategory(`Elsewhere ${uniqueTag()}`);
    renderArea(`/admin/categories?search=${tag}`);
    expect(await screen.findByText('21 categories')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(names.slice(0, 20));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Search categories')).toHaveValue(tag);
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/categories?search=${tag}`);
  });
});
