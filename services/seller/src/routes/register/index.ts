import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registrationFieldAliases } from '@drops/contracts';
import { acceptFieldAliases } from '../field-aliases';
import { registerCompleteRoute } from './complete';
import { registerStep1Route } from './step1';
import { registerStep2Route } from './step2';
import { registerStep3Route } from './step3';

/** Sign-up: three checking steps, then completion. None needs a token. */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', acceptFieldAliases(registrationFieldAliases));
  await app.register(registerStep1Route);
  await app.register(registerStep2Route);
  await app.register(registerStep3Route);
  await app.register(registerCompleteRoute);
};
