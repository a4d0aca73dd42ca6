import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegisterStep2BodySchema, RegisterStepResponseSchema } from '@drops/contracts';
import { errorResponses } from '../error-responses';

/** POST /seller/register/step2: "Identity & Persona"; the schema holds every rule. */
export const registerStep2Route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/register/step2',
    {
      schema: {
        body: RegisterStep2BodySchema,
        response: { 200: RegisterStepResponseSchema, ...errorResponses },
      },
    },
    async () => ({ success: true as const }),
  );
};
