import type { Knex } from 'knex';
import type { Category } from '@drops/contracts';
import { newId, toIso } from '@drops/db';
import {
  countOf,
  isUniqueViolation,
  likeClause,
  offsetOf,
  type Page,
  type PageRequest,
} from '@drops/db';

interface CategoryRow {
  id: string;
  name: string;
  name_key: string;
  created_at: number | string;
  updated_at: number | string;
}

function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Names are unique without regard to case: `name_key` holds the lower-cased name under a unique index. */
export function nameKeyOf(name: string): string {
  return name.toLowerCase();
}

export type RenameResult = Category | 'not-found' | 'taken';

export function createCategoriesRepository(db: Knex) {
  return {
    /** Alphabetical, so the card grid reads like an index. */
    async list(
      request: PageRequest & { search?: string },
      trx: Knex | Knex.Transaction = db,
    ): Promise<Page<Category>> {
      const filtered = () => {
        const query = trx<CategoryRow>('categories');
        if (request.search) query.whereRaw(...likeClause('name_key', nameKeyOf(request.search)));
        return query;
      };
      const total = countOf(await filtered().count({ count: '*' }).first());
      if (offsetOf(request) >= total) return { items: [], total };
      const rows = await filtered()
        .select('*')
        .orderBy([
          { column: 'name_key', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(request.limit)
        .offset(offsetOf(request));
      return { items: rows.map(toCategory), total };
    },

    async findById(id: string, trx: Knex | Knex.Transaction = db): Promise<Category | null> {
      const row = await trx<CategoryRow>('categories').where({ id }).first();
      return row ? toCategory(row) : null;
    },

    /** The new category, or null when the name is taken. */
    async create(name: string, trx: Knex | Knex.Transaction = db): Promise<Category | null> {
      const now = Date.now();
      const row: CategoryRow = {
        id: newId(),
        name,
        name_key: nameKeyOf(name),
        created_at: now,
        updated_at: now,
      };
      try {
        await trx('categories').insert(row);
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return toCategory(row);
    },

    /** Renaming to the current name (in any case) is allowed: only other categories can clash. */
    async rename(
      id: string,
      name: string,
      trx: Knex | Knex.Transaction = db,
    ): Promise<RenameResult> {
      try {
        const changed = await trx('categories')
          .where({ id })
          .update({ name, name_key: nameKeyOf(name), updated_at: Date.now() });
        if (changed === 0) return 'not-found';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
      return (await this.findById(id, trx)) ?? 'not-found';
    },

    /** The deleted category, or null when there was none. */
    async remove(id: string, trx: Knex | Knex.Transaction = db): Promise<Category | null> {
      const existing = await this.findById(id, trx);
      if (!existing) return null;
      await trx('categories').where({ id }).delete();
      return existing;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;

/**
 * The decorator under which this module's face keeps its repository: a symbol that only the
 * module's own files import (lint forbids the rest), so no other module reaches the categories' SQL.
 */
export const categoriesRepository = Symbol('categoriesRepository');

declare module 'fastify' {
  interface FastifyInstance {
    [categoriesRepository]: CategoriesRepository;
  }
}
