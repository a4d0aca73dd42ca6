import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { GatewayServiceName } from '@drops/contracts';
import { createTestDatabase } from '@drops/db/testing';
import { serviceMigrations } from '@drops/stack';

/**
 * One writer and one reader per table: each service's source may name only the tables its own
 * migrations create. The owned tables come from running each service's migrations alone on an
 * empty database; the names used come from the SQL in the source (knex table calls, joins and
 * raw SQL), not from a list kept by hand.
 */
const services: GatewayServiceName[] = ['seller', 'catalog', 'admin'];
const servicesRoot = path.resolve(__dirname, '../../services');

async function tablesCreatedBy(name: GatewayServiceName): Promise<Set<string>> {
  const database = await createTestDatabase('sqlite:ownership', [serviceMigrations[name]]);
  try {
    const rows = (await database.knex.raw(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )) as { name: string }[];
    return new Set(rows.map((row) => row.name));
  } finally {
    await database.destroy();
  }
}

/** A service's running source: its modules' `test/` folders (tests move with their module) aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return entry === 'test' ? [] : sourceFiles(full);
    return full.endsWith('.ts') && !full.endsWith('.test.ts') ? [full] : [];
  });
}

/** Table names a file's SQL touches: `db('t')`, `trx('t')`, `.from/.join/.into/.table('t')`, raw SQL. */
export function tablesNamedIn(source: string): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /\b(?:db|trx|t|knex|transaction|run\(trx\)|\(trx \?\? db\))(?:<[^>]*>)?\(\s*'([a-z_]+)'/g,
    /\.(?:from|join|leftJoin|rightJoin|innerJoin|into|table|inTable|update|hasTable|createTable|alterTable|dropTableIfExists)\(\s*'([a-z_]+)'/g,
    /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+`?([a-z_]+)`?/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return found;
}

describe('table ownership', () => {
  let owned: Record<GatewayServiceName, Set<string>>;

  beforeAll(async () => {
    owned = {
      seller: await tablesCreatedBy('seller'),
      catalog: await tablesCreatedBy('catalog'),
      admin: await tablesCreatedBy('admin'),
    };
  });

  it('gives every table one owner', () => {
    expect(owned.seller).toContain('sellers');
    expect([...owned.catalog]).toEqual(expect.arrayContaining(['products', 'collections']));
    expect([...owned.admin]).toEqual(expect.arrayContaining(['admin_users', 'categories']));
    const all = services.flatMap((name) =>
      [...owned[name]].filter((table) => !table.startsWith('knex_')),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds table names in SQL (the reader this test relies on)', () => {
    const sample = `await trx('sellers').where({ id });
      db<ProductRow>('products').leftJoin('collections', 'a', 'b');
      trx.raw('SELECT COUNT(*) FROM categories JOIN admin_users ON 1')`;
    expect([...tablesNamedIn(sample)].sort()).toEqual([
      'admin_users',
      'categories',
      'collections',
      'products',
      'sellers',
    ]);
  });

  it.each(services)('the %s service names no other service’s table', (name) => {
    const others = new Map<string, GatewayServiceName>();
    for (const other of services)
      if (other !== name) for (const table of owned[other]) others.set(table, other);
    const trespasses: string[] = [];
    for (const file of sourceFiles(path.join(servicesRoot, name, 'src'))) {
      for (const table of tablesNamedIn(readFileSync(file, 'utf8'))) {
        const owner = others.get(table);
        if (owner) trespasses.push(`${path.relative(servicesRoot, file)}: ${table} (${owner})`);
      }
    }
    expect(trespasses).toEqual([]);
  });
});
