import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  RemoteReportsBodySchema,
  RemoteReportsResponseSchema,
  releaseMessages,
  reportsBodyMaxBytes,
} from '@drops/contracts';
import { acceptReports } from '../registry/load-reports';

/**
 * `POST /remotes/reports` (no token; the gateway limits its rate and size): browsers' batched
 * load reports. Nothing personal is read or kept: remote, version, kind and count only.
 */
const loadReportsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/remotes/reports',
    {
      bodyLimit: reportsBodyMaxBytes,
      schema: {
        body: RemoteReportsBodySchema,
        response: { 202: RemoteReportsResponseSchema, 400: ErrorBodySchema, 413: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const accepted = acceptReports(app.releaseRegistry.context, request.body.reports);
      return reply
        .code(202)
        .send({ success: true as const, message: releaseMessages.reportsAccepted, accepted });
    },
  );
};

export default loadReportsRoute;
