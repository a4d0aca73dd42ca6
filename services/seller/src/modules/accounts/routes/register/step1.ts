import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RegisterStep1BodySchema,
  RegisterStepResponseSchema,
  sellerMessages,
  registrationFieldNames,
} from '@drops/contracts';
import { checkStep1 } from '../../domain/registration';
import { errorResponses } from '../../../../shared/error-responses';
import { setAsideOtherStepFields } from '../../../../shared/field-aliases';
import { sellersRepository } from '../../sellers-repository-key';

/** POST /seller/register/step1: validates the account details (and that they are free). */
const registerStep1Route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/seller/register/step1',
    {
      preValidation: setAsideOtherStepFields(
        Object.keys(RegisterStep1BodySchema.properties),
        registrationFieldNames,
      ),
      schema: {
        body: RegisterStep1BodySchema,
        response: { 200: RegisterStepResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await checkStep1(app[sellersRepository], request.body);
      return { success: true as const, message: sellerMessages.step1Completed };
    },
  );
};

export default registerStep1Route;
