import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TObject } from '@sinclair/typebox';
import {
  RegisterStepResponseSchema,
  registrationFieldNames,
  type SuccessMessage,
} from '@drops/contracts';
import { errorResponses } from '../../../../shared/error-responses';
import { setAsideOtherStepFields } from '../../../../shared/field-aliases';

/**
 * `POST <url>`: one step of the sign-up form, checked before the next is shown; nothing is
 * stored. The step's schema holds its rules (the other steps' fields set aside first); `check`
 * adds what a schema cannot see and says the answer, `{ success: true }` without one.
 */
export function registrationStepRoute<Body extends TObject>(
  url: string,
  body: Body,
  check: (app: FastifyInstance, body: Static<Body>) => Promise<SuccessMessage> = async () => ({
    success: true,
  }),
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      url,
      {
        preValidation: setAsideOtherStepFields(
          Object.keys(body.properties),
          registrationFieldNames,
        ),
        schema: { body, response: { 200: RegisterStepResponseSchema, ...errorResponses } },
      },
      async (request) => check(app, request.body as Static<Body>),
    );
  };
}
