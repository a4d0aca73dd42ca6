import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RegisterStep2BodySchema,
  RegisterStepResponseSchema,
  registrationFieldNames,
} from '@drops/contracts';
import { errorResponses } from '../../../../shared/error-responses';
import { setAsideOtherStepFields } from '../../../../shared/field-aliases';

/** POST /seller/register/step2: "Identity & Persona"; the schema holds every rule. */
const registerStep2Route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/register/step2',
    {
      preValidation: setAsideOtherStepFields(
        Object.keys(RegisterStep2BodySchema.properties),
        registrationFieldNames,
      ),
      schema: {
        body: RegisterStep2BodySchema,
        response: { 200: RegisterStepResponseSchema, ...errorResponses },
      },
    },
    async () => ({ success: true as const }),
  );
};

export default registerStep2Route;
