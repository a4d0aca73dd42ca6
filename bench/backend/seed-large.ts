/**
 * Fills a MySQL/MariaDB database with 10,000 sellers and 1,000,000 products for the API
 * benchmark, generated inside the server from MariaDB's sequence tables (seconds, not minutes).
 * Skips the work when the rows are already there.
 */
import type { Knex } from 'knex';
import { createKnex, toJson } from '@drops/db';
import { migrateAllServices } from '@drops/stack';

export const sellerCount = 10_000;
export const productCount = 1_000_000;
const chunk = 100_000;

/**
 * A bench database kept between runs: created if missing, every service's tables migrated, and
 * MariaDB given a buffer pool that holds a million products (the default 128 MB cannot; a dynamic
 * setting, left as it is where the server refuses it).
 */
export async function openKeptDatabase(url: string): Promise<Knex> {
  const server = new URL(url);
  const name = server.pathname.replace(/^\//, '');
  server.pathname = '/';
  const serverKnex = createKnex(server.toString(), { poolMax: 1 });
  await serverKnex.raw(
    `create database if not exists \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`,
  );
  await serverKnex.raw('set global innodb_buffer_pool_size = 1073741824').catch(() => undefined);
  await serverKnex.destroy();
  const knex = createKnex(url);
  await migrateAllServices(knex);
  return knex;
}

const adjectives = [
  'storm',
  'night',
  'field',
  'gallery',
  'archive',
  'neon',
  'quiet',
  'velvet',
  'harbour',
  'granite',
  'amber',
  'lunar',
  'paper',
  'copper',
  'wild',
  'soft',
  'signal',
  'linen',
  'desert',
  'polar',
  'river',
  'cobalt',
  'ember',
];
const nouns = [
  'jacket',
  'lamp',
  'print',
  'poster',
  'sneaker',
  'vase',
  'hoodie',
  'recorder',
  'tote',
  'scarf',
  'chair',
  'zine',
  'ring',
  'candle',
  'watch',
  'cap',
  'mug',
  'rug',
  'bag',
];
const categories = ['fashion', 'tech', 'art', 'music', 'lifestyle', 'beauty', 'wellness'];
const statuses = ['published', 'published', 'published', 'draft', 'paused'];

const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

/** id for the n-th bench row: 24 hex characters, like every id of the API. */
export function benchId(n: number): string {
  return n.toString(16).padStart(24, '0');
}

/**
 * The administrator the bench's admin token names (`benchId(1)`): administrator routes read it
 * on every call. It cannot sign in (no password matches its hash).
 */
export async function ensureBenchAdmin(db: Knex): Promise<string> {
  const id = benchId(1);
  const now = Date.now();
  await db('admin_users')
    .insert({
      id,
      username: 'bench_admin',
      email: 'bench-admin@drops.bench',
      password_hash: 'unusable',
      permissions: toJson({ admin: true }),
      created_at: now,
      updated_at: now,
    })
    .onConflict('id')
    .merge(['permissions']);
  return id;
}

/** How many rows to seed: the API bench's 10,000 sellers and 1,000,000 products by default. */
export interface SeedCounts {
  sellers: number;
  products: number;
}

export async function seedLarge(
  db: Knex,
  log: (line: string) => void,
  counts: SeedCounts = { sellers: sellerCount, products: productCount },
): Promise<void> {
  const { sellers: sellerTotal, products: productTotal } = counts;
  const [[sellers]] = (await db.raw('select count(*) as n from sellers')) as [[{ n: number }]];
  const [[products]] = (await db.raw('select count(*) as n from products')) as [[{ n: number }]];
  if (Number(sellers.n) >= sellerTotal && Number(products.n) >= productTotal) {
    log(`database already holds ${sellers.n} sellers and ${products.n} products`);
    return;
  }
  await db.raw('delete from products');
  await db.raw('delete from collections');
  await db.raw('delete from sellers');
  const now = Date.now();
  for (let start = 1; start <= sellerTotal; start += chunk) {
    const end = Math.min(start + chunk - 1, sellerTotal);
    log(`seeding sellers ${start}..${end}`);
    await db.raw(`
    insert into sellers (id, username, username_key, email, password_hash, full_name, account_type, roles,
      something_else_text, profile_image, country, bio, portfolio_link, moodboard_image, vision,
      is_private_profile, is_requested_for_sell, is_approved, is_active, invitation, first_login,
      followers_count, sales, trust_score, created_at, updated_at)
    select lower(lpad(hex(seq), 24, '0')), concat('seller', seq), concat('seller', seq), concat('seller', seq, '@bench.local'),
      'scrypt$16384$8$1$AAAA$AAAA', concat('Seller ', seq), if(seq % 3 = 0, 'flex', 'sell'), '["creator"]',
      '', '', 'GB', 'Bench seller', '', '', '',
      0, seq % 7 = 0, seq % 3 <> 0, seq % 11 <> 0, null, 0,
      0, 0, 0, ${now} - seq * 1000, ${now} - seq * 1000
    from seq_${start}_to_${end}`);
  }
  for (let start = 1; start <= productTotal; start += chunk) {
    const end = Math.min(start + chunk - 1, productTotal);
    log(`seeding products ${start}..${end}`);
    await db.raw(`
      insert into products (id, seller_id, name, description, brand_name, category, main_image, visuals, price, rrp,
        quantity, purchase_url, launch_date, expiry_date, allow_early_access, early_units, time_window,
        unlock_many_units, is_nook, badge, tags, categories, curated_value_tag, variations_title,
        variations_objects, features, feedbacks, is_series, series_name, collection_id, status, selling,
        created_at, updated_at)
      select lower(lpad(hex(1000000000 + seq), 24, '0')),
        lower(lpad(hex(1 + seq % ${sellerTotal}), 24, '0')),
        concat(elt(1 + seq % ${adjectives.length}, ${list(adjectives)}), ' ',
               elt(1 + (seq div ${adjectives.length}) % ${nouns.length}, ${list(nouns)}), ' ', seq),
        'A limited release generated for the benchmark.',
        concat('Studio ', 1 + seq % ${sellerTotal}),
        elt(1 + seq % ${categories.length}, ${list(categories)}),
        concat('products/bench/', seq, '.png'),
        concat('[{"type":"image","url":"products/bench/', seq, '.png"}]'),
        10 + seq % 500, 20 + seq % 500, seq % 100,
        'https://example.com/buy',
        ${now} + (cast(seq % 60 as signed) - 30) * 86400000, null, 0, null, null,
        0, 0, seq % 13 = 0, '["limited","handmade"]', '[]', '[]', '',
        '[]', '[]', '[]', 0, '', null,
        elt(1 + seq % ${statuses.length}, ${list(statuses)}), seq % 5 < 3,
        ${now} - seq * 1000, ${now} - seq * 1000
      from seq_${start}_to_${end}`);
  }
  await db.raw('analyze table sellers, products');
  log('seeded');
}
