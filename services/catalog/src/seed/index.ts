import type { Knex } from 'knex';
import { newId, toJson } from '@drops/db';
import { bumpCatalogVersion } from '../shared/catalog-versions';
import type { Storage } from '../modules/media/storage';
import { createThumbnailJobsRepository } from '../modules/media/thumbnails/thumbnail-jobs-repository';
import {
  createThumbnailWorker,
  type ThumbnailLog,
} from '../modules/media/thumbnails/thumbnail-worker';
import { demoPng } from './demo-image';

export type { Storage };

/**
 * The demo sellers as the seller service seeds them (fixed ids: its seed's `demoSellerIds`);
 * the catalog keeps only what its drops need.
 */
const demoOwners = [
  { id: '64f000000000000000000f1e', accountType: 'flex' as const, fullName: 'Fen Flexer' },
  { id: '64f0000000000000000005e1', accountType: 'sell' as const, fullName: 'Nora North' },
];

type Colour = [number, number, number];

interface DemoDrop {
  name: string;
  status: 'draft' | 'published' | 'paused';
  launchInDays: number | null;
  category: string;
  colours: [Colour, Colour];
}

/** One demo drop: its launch in days from now (none: null), its picture's two colours. */
const demoDrop = (
  name: string,
  status: DemoDrop['status'],
  launchInDays: number | null,
  category: string,
  from: Colour,
  to: Colour,
): DemoDrop => ({ name, status, launchInDays, category, colours: [from, to] });

const demoDrops: Record<'flex' | 'sell', DemoDrop[]> = {
  sell: [
    demoDrop('Storm Shell Jacket', 'published', -3, 'fashion', [20, 40, 80], [90, 160, 220]),
    demoDrop('Night Market Lamp', 'published', 14, 'lifestyle', [60, 20, 10], [240, 180, 60]),
    demoDrop('Field Recorder Mk II', 'draft', null, 'tech', [30, 30, 30], [150, 150, 150]),
    demoDrop('Gallery Print No. 7', 'paused', -20, 'art', [120, 20, 60], [250, 200, 210]),
  ],
  flex: [
    demoDrop('Tour Poster Archive', 'published', null, 'music', [10, 70, 50], [200, 240, 120]),
    demoDrop('Sketchbook Scans', 'draft', null, 'art', [70, 50, 110], [230, 210, 250]),
  ],
};

/** The seed's worker has no service logger: what it cannot make is said on the console. */
const seedLog: ThumbnailLog = {
  warn: (details, message) => console.warn(`[seed] ${message}`, details),
  error: (details, message) => console.error(`[seed] ${message}`, details),
};

/**
 * Drops in each status and a collection for each demo seller. Runs once (skipped when the demo
 * sellers hold drops). The demo pictures go where the catalog keeps files and through the
 * thumbnail pipeline like any upload (issue 27): their jobs are queued with the drops, then made
 * here by the same worker, so the thumbnails are in storage before the services start (a
 * service's worker makes any the seed did not finish).
 */
export async function seedDrops(db: Knex, storage: Storage): Promise<void> {
  const demoSellerIds = demoOwners.map((owner) => owner.id);
  if (await db('products').whereIn('seller_id', demoSellerIds).first('id')) return;
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  await db.transaction(async (trx) => {
    const thumbnailJobs = createThumbnailJobsRepository(trx);
    for (const seller of demoOwners) {
      const sellerId = seller.id;
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
        const png = demoPng(drop.colours[0], drop.colours[1]);
        await storage.put(key, png, { contentType: 'image/png', contentLength: png.length });
        await thumbnailJobs.enqueue(key, now);
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
      await bumpCatalogVersion(trx, sellerId);
    }
  });
  const jobs = createThumbnailJobsRepository(db);
  await createThumbnailWorker({ jobs, storage, log: seedLog }).runUntilIdle();
}
