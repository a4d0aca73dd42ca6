import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The CSV downloads (`…/export.csv`) of the sellers, the drops and the audit log: each list's
 * filters, every matching row, streamed batch by batch. Other modules need nothing of it.
 */
async function exportsModule(_app: FastifyInstance) {}

export default fp(exportsModule, { name: 'admin-exports' });
