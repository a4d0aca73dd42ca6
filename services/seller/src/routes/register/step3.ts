import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegisterStep3BodySchema, RegisterStepResponseSchema } from '@drops/contracts';
import { errorResponses } from '../error-responses';

/** POST /seller/register/step3: link, moodboard and vision; the schema holds every rule. */
export const registerStep3Route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/register/step3',
    {
      schema: {
        body: RegisterStep3BodySchema,
        response: { 200: RegisterStepResponseSchema, ...errorResponses },
      },
    },
    async () => ({ success: true as const }),
  );
};
