import type { FastifyInstance } from 'fastify';
import { registrationFieldAliases } from '@drops/contracts';
import { acceptFieldAliases } from '../../../../shared/field-aliases';

/** Sign-up: three checking steps, then completion. None needs a token; all take the aliases. */
export default async function registrationFields(app: FastifyInstance) {
  app.addHook('preValidation', acceptFieldAliases(registrationFieldAliases));
}
