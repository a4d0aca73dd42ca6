import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { createKnex } from '@drops/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

export interface DatabaseOptions {
  url?: string;
  /** A knex instance owned by the caller (tests); it is not destroyed on close. */
  knex?: Knex;
}

function requiredUrl(url: string | undefined): string {
  if (!url) throw new Error('a service needs its database: a url or a knex instance');
  return url;
}

async function databasePlugin(app: FastifyInstance, options: DatabaseOptions): Promise<void> {
  const db = options.knex ?? createKnex(requiredUrl(options.url));
  app.decorate('db', db);
  if (!options.knex) app.addHook('onClose', async () => db.destroy());
}

export const database = fp(databasePlugin, { name: 'drops-database' });
