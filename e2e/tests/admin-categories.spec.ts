import { expect, test, type Page } from '../support/test';
import { categoryNames, createCategories, signInAdministrator, uniqueTag } from '../support/admin';
import { saveScreen } from '../support/screens';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('categories: create, blank name, duplicate, rename, unchanged name, delete', async ({
  page,
}, testInfo) => {
  const tag = uniqueTag('Cat');
  await signInAdministrator(page);
  await page.goto(`/admin/categories?search=${tag}`);
  await expect(page.getByText('No categories found')).toBeVisible();
  await expect(page.getByText('Create your first category to get started')).toBeVisible();
  await saveScreen(page, testInfo, 'admin-categories-empty');

  // Blank: refused on the field, nothing sent.
  await page.getByRole('button', { name: 'Create Category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Category' });
  await expect(dialog.getByLabel('Category name')).toBeFocused();
  await dialog.getByLabel('Category name').fill('    ');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Category name is required')).toBeVisible();
  await expect(dialog.getByLabel('Category name')).toBeFocused();
  await saveScreen(page, testInfo, 'admin-category-create-blank');

  // Saved trimmed.
  await dialog.getByLabel('Category name').fill(`  ${tag} Prints  `);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, `${tag} Prints`)).toBeVisible();
  expect(await categoryNames(tag)).toContain(`${tag} Prints`);

  // The same name again (in another case): the server's message.
  await page.getByRole('button', { name: 'Create Category' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByLabel('Category name').fill(`${tag} PRINTS`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('A category with this name already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Create Category' }).click();
  dialog = page.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByLabel('Category name').fill(`${tag} Zines`);
  await dialog.getByLabel('Category name').press('Enter');
  await expect(card(page, `${tag} Zines`)).toBeVisible();
  await saveScreen(page, testInfo, 'admin-categories');

  // Unchanged name (after trimming): the modal simply closes, nothing changes.
  await page.getByRole('button', { name: `Edit ${tag} Prints` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(dialog.getByLabel('Category name')).toHaveValue(`${tag} Prints`);
  await dialog.getByLabel('Category name').fill(` ${tag} Prints `);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Category updated successfully')).toHaveCount(0);

  // Blank on edit is refused too.
  await page.getByRole('button', { name: `Edit ${tag} Prints` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Category' });
  await dialog.getByLabel('Category name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Category name is required')).toBeVisible();

  // Rename.
  await dialog.getByLabel('Category name').fill(`${tag} Posters `);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category updated successfully')).toBeVisible();
  await expect(card(page, `${tag} Posters`)).toBeVisible();
  await expect(card(page, `${tag} Prints`)).toHaveCount(0);
  expect(await categoryNames(tag)).toContain(`${tag} Posters`);

  // Delete, after the spec's question; Escape cancels first.
  await page.getByRole('button', { name: `Delete ${tag} Zines` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete Category' });
  await expect(dialog).toContainText(
    `Are you sure you want to delete the category ${tag} Zines? This action cannot be undone.`,
  );
  await saveScreen(page, testInfo, 'admin-category-delete');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(page, `${tag} Zines`)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${tag} Zines` }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();
  await expect(card(page, `${tag} Zines`)).toHaveCount(0);
  expect(await categoryNames(tag)).not.toContain(`${tag} Zines`);
});

test('categories: 20 to a page, the search and page in the URL', async ({ page }) => {
  const tag = uniqueTag('Grid');
  await createCategories(
    Array.from({ length: 23 }, (_, index) => `${tag} ${String(index).padStart(2, '0')}`),
  );
  await signInAdministrator(page);
  await page.goto('/admin/categories');
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`/admin/categories\\?search=${tag}$`));
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${tag}&page=2$`));
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(card(page, `${tag} 22`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('article')).toHaveCount(20);
});
