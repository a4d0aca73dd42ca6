import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CsvDownloadResponseSchema } from '@drops/contracts';
import { csvHeaders, csvStream } from './domain/csv';

/** One CSV export: its route and query, the file's name, its columns and where its rows come from. */
export interface CsvExport<Query extends TSchema, Row> {
  path: string;
  querystring: Query;
  /** The download's file name, without `.csv`. */
  fileName: string;
  header: readonly string[];
  cellsOf: (row: Row) => readonly unknown[];
  /** The rows the query's filters match, batch by batch, read from their owner as the reply drains. */
  batchesOf: (app: FastifyInstance, query: Static<Query>) => AsyncIterable<readonly Row[]>;
}

/** The route of a CSV export: every export answers the same way, streamed batch by batch. */
export function csvExportRoute<Query extends TSchema, Row>(
  definition: CsvExport<Query, Row>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      definition.path,
      {
        schema: {
          querystring: definition.querystring,
          response: { 200: CsvDownloadResponseSchema },
        },
      },
      async (request, reply) => {
        const batches = definition.batchesOf(app, request.query as Static<Query>);
        return reply
          .headers(csvHeaders(definition.fileName))
          .send(csvStream(definition.header, batches, definition.cellsOf));
      },
    );
  };
}
