import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RegisterStep3BodySchema,
  RegisterStepResponseSchema,
  registrationFieldNames,
} from '@drops/contracts';
import { errorResponses } from '../../../../shared/error-responses';
import { setAsideOtherStepFields } from '../../../../shared/field-aliases';

/** POST /seller/register/step3: link, moodboard and vision; the schema holds every rule. */
const registerStep3Route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/register/step3',
    {
      preValidation: setAsideOtherStepFields(
        Object.keys(RegisterStep3BodySchema.properties),
        registrationFieldNames,
      ),
      schema: {
        body: RegisterStep3BodySchema,
        response: { 200: RegisterStepResponseSchema, ...errorResponses },
      },
    },
    async () => ({ success: true as const }),
  );
};

export default registerStep3Route;
