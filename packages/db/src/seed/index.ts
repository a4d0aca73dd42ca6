import type { Knex } from 'knex';
import { hashPassword } from '@drops/auth';
import { newId } from '../ids';
import { toJson } from '../rows';
import { demoPng } from './demo-image';

export interface AdminSeed {
  email: string;
  password: string;
  username?: string;
}

/** Development defaults, documented in the README; production sets ADMIN_EMAIL / ADMIN_PASSWORD. */
export const defaultAdminSeed: AdminSeed = {
  email: 'admin@drops.local',
  password: 'admin-password-123',
  username: 'admin',
};

export const demoSellerPassword = 'demo-password-123';

/** Creates the administrator unless one with that email exists. */
export async function seedAdmin(db: Knex, seed: AdminSeed): Promise<void> {
  const email = seed.email.trim().toLowerCase();
  const existing = await db('admin_users').where({ email }).first('id');
  if (existing) return;
  const now = Date.now();
  await db('admin_users').insert({
    id: newId(),
    username: seed.username ?? email.split('@')[0],
    email,
    password_hash: await hashPassword(seed.password),
    permissions: toJson({ admin: true }),
    created_at: now,
    updated_at: now,
  });
}

interface DemoSeller {
  username: string;
  email: string;
  fullName: string;
  accountType: 'flex' | 'sell';
  roles: string[];
  isApproved: boolean;
  firstLogin: boolean;
  bio: string;
}

const demoSellers: DemoSeller[] = [
  {
    username: 'flexer',
    email: 'flex@drops.local',
    fullName: 'Fen Flexer',
    accountType: 'flex',
    roles: ['collector'],
    isApproved: false,
    firstLogin: true,
    bio: 'Archivist of nineties streetwear and small-run zines.',
  },
  {
    username: 'studio-north',
    email: 'seller@drops.local',
    fullName: 'Nora North',
    accountType: 'sell',
    roles: ['brand', 'creator'],
    isApproved: true,
    firstLogin: false,
    bio: 'Independent studio making limited outerwear and objects.',
  },
];

interface DemoDrop {
  name: string;
  status: 'draft' | 'published' | 'paused';
  launchInDays: number | null;
  category: string;
  colours: [[number, number, number], [number, number, number]];
}

const demoDrops: Record<DemoSeller['accountType'], DemoDrop[]> = {
  sell: [
    {
      name: 'Storm Shell Jacket',
      status: 'published',
      launchInDays: -3,
      category: 'fashion',
      colours: [
        [20, 40, 80],
        [90, 160, 220],
      ],
    },
    {
      name: 'Night Market Lamp',
      status: 'published',
      launchInDays: 14,
      category: 'lifestyle',
      colours: [
        [60, 20, 10],
        [240, 180, 60],
      ],
    },
    {
      name: 'Field Recorder Mk II',
      status: 'draft',
      launchInDays: null,
      category: 'tech',
      colours: [
        [30, 30, 30],
        [150, 150, 150],
      ],
    },
    {
      name: 'Gallery Print No. 7',
      status: 'paused',
      launchInDays: -20,
      category: 'art',
      colours: [
        [120, 20, 60],
        [250, 200, 210],
      ],
    },
  ],
  flex: [
    {
      name: 'Tour Poster Archive',
      status: 'published',
      launchInDays: null,
      category: 'music',
      colours: [
        [10, 70, 50],
        [200, 240, 120],
      ],
    },
    {
      name: 'Sketchbook Scans',
      status: 'draft',
      launchInDays: null,
      category: 'art',
      colours: [
        [70, 50, 110],
        [230, 210, 250],
      ],
    },
  ],
};

const demoCategories = ['Fashion', 'Beauty', 'Wellness', 'Art', 'Other'];

/**
 * A small demo data set: a flex seller, an approved sell seller, drops in each status and the
 * categories. Runs once (skipped when the demo sellers exist). `writeImage` stores the demo
 * pictures wherever the catalog's storage keeps files.
 */
export async function seedDemo(
  db: Knex,
  writeImage: (key: string, png: Buffer) => Promise<void>,
): Promise<void> {
  const existing = await db('sellers')
    .whereIn(
      'email',
      demoSellers.map((seller) => seller.email),
    )
    .first('id');
  if (existing) return;
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const passwordHash = await hashPassword(demoSellerPassword);

  await db.transaction(async (trx) => {
    for (const name of demoCategories) {
      const taken = await trx('categories').where({ name_key: name.toLowerCase() }).first('id');
      if (!taken) {
        await trx('categories').insert({
          id: newId(),
          name,
          name_key: name.toLowerCase(),
          created_at: now,
          updated_at: now,
        });
      }
    }
    for (const seller of demoSellers) {
      const sellerId = newId();
      await trx('sellers').insert({
        id: sellerId,
        username: seller.username,
        username_key: seller.username.toLowerCase(),
        email: seller.email,
        password_hash: passwordHash,
        full_name: seller.fullName,
        account_type: seller.accountType,
        roles: toJson(seller.roles),
        something_else_text: '',
        profile_image: '',
        country: 'GB',
        bio: seller.bio,
        portfolio_link: '',
        moodboard_image: '',
        vision: '',
        is_approved: seller.isApproved,
        is_active: true,
        first_login: seller.firstLogin,
        created_at: now,
        updated_at: now,
      });
      const collectionId = newId();
      await trx('collections').insert({
        id: collectionId,
        seller_id: sellerId,
        collection_name: `${seller.fullName.split(' ')[0]}'s first series`,
        name_key: `${seller.fullName.split(' ')[0]}'s first series`.toLowerCase(),
        created_at: now,
        updated_at: now,
      });
      let offset = 0;
      for (const drop of demoDrops[seller.accountType]) {
        const key = `products/demo/${drop.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`;
        await writeImage(key, demoPng(drop.colours[0], drop.colours[1]));
        const sell = seller.accountType === 'sell';
        offset += 1;
        await trx('products').insert({
          id: newId(),
          seller_id: sellerId,
          name: drop.name,
          description: `${drop.name}: a limited release from ${seller.fullName}.`,
          brand_name: seller.fullName,
          category: drop.category,
          main_image: key,
          visuals: toJson([{ type: 'image', url: key }]),
          price: sell ? 120 + offset * 15 : null,
          rrp: sell ? 150 + offset * 15 : null,
          quantity: sell ? 25 * offset : null,
          purchase_url: sell ? 'https://example.com/drops' : '',
          launch_date: drop.launchInDays === null ? null : now + drop.launchInDays * day,
          expiry_date: drop.launchInDays === null ? null : now + (drop.launchInDays + 30) * day,
          tags: toJson(sell ? ['limited', 'handmade'] : []),
          categories: toJson([drop.category]),
          curated_value_tag: toJson(sell ? ['Exclusivity & Rarity'] : []),
          variations_title: sell && drop.category === 'fashion' ? 'Size' : '',
          variations_objects: toJson(
            sell && drop.category === 'fashion'
              ? [{ name: 'Size', data: 'S: 5, M: 10, L: 5' }]
              : [],
          ),
          features: toJson([]),
          feedbacks: toJson([]),
          is_series: offset === 1,
          series_name: '',
          collection_id: offset === 1 ? collectionId : null,
          status: drop.status,
          selling: sell && drop.status === 'published',
          badge: offset === 1,
          created_at: now - offset * 1000,
          updated_at: now - offset * 1000,
        });
      }
    }
  });
}
