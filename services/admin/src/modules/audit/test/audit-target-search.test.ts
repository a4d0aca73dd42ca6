import type { AuditLogEntry } from '@drops/contracts';
import { newId } from '@drops/db';
import { adminForTests } from '../../../../test/helpers';

/**
 * Issue 31 item 3: the Activity page finds a target by the start of its recorded name, in any
 * letter case, or by its id; `%` and `_` in a name are the characters themselves.
 */
const context = adminForTests();

async function createCategory(name: string): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/admin/categories',
    headers: context.adminHeaders,
    payload: { name },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { data: { _id: string } }).data._id;
}

async function targetsFound(query: Record<string, string>): Promise<string[]> {
  const response = await context.app.inject({
    url: '/admin/audit-log',
    query: { targetType: 'category', ...query },
    headers: context.adminHeaders,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { data: AuditLogEntry[]; pagination: { total: number } };
  expect(body.pagination.total).toBe(body.data.length);
  return body.data.map((entry) => entry.targetId).sort();
}

describe('GET /admin/audit-log?target=', () => {
  it('finds targets by the start of their name in any case, or by id', async () => {
    const tag = newId().slice(-8);
    const kiln = await createCategory(`Kiln ${tag} works`);
    const kilnPercent = await createCategory(`Kiln ${tag}% fired`);
    const kilnUnderscore = await createCategory(`Kiln ${tag}_x glazes`);

    expect(await targetsFound({ target: `kiln ${tag}` })).toEqual(
      [kiln, kilnPercent, kilnUnderscore].sort(),
    );
    expect(await targetsFound({ target: `KILN ${tag} W` })).toEqual([kiln]);
    // `%` and `_` match only themselves, not any text or any one character.
    expect(await targetsFound({ target: `Kiln ${tag}%` })).toEqual([kilnPercent]);
    expect(await targetsFound({ target: `Kiln ${tag}_` })).toEqual([kilnUnderscore]);
    // The start of a name, not any part of it; an id as it is.
    expect(await targetsFound({ target: `${tag} works` })).toEqual([]);
    expect(await targetsFound({ target: kilnPercent })).toEqual([kilnPercent]);
  });

  it('a renamed target is found by either name; an over-long search is a 400', async () => {
    const tag = newId().slice(-8);
    const id = await createCategory(`Loom ${tag}`);
    const renamed = await context.app.inject({
      method: 'PUT',
      url: `/admin/categories/${id}`,
      headers: context.adminHeaders,
      payload: { name: `Weave ${tag}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await targetsFound({ target: `Loom ${tag}`, action: 'category_create' })).toEqual([id]);
    expect(await targetsFound({ target: `Weave ${tag}` })).toEqual([id]);

    const tooLong = await context.app.inject({
      url: '/admin/audit-log',
      query: { target: 'x'.repeat(201) },
      headers: context.adminHeaders,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      success: false,
      errors: { target: expect.any(String) },
    });
  });
});
