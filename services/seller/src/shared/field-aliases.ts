import type { FastifyRequest } from 'fastify';

/**
 * A preValidation hook that moves each alias the spec names to its field before the schema
 * (which refuses unknown fields) sees the body, so errors and storage use the one name.
 */
export function acceptFieldAliases(aliases: Readonly<Record<string, string>>) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const [alias, name] of Object.entries(aliases)) {
      if (!Object.hasOwn(fields, alias)) continue;
      if (!Object.hasOwn(fields, name)) fields[name] = fields[alias];
      delete fields[alias];
    }
  };
}

/**
 * A preValidation hook for one registration step: the other steps' fields (the whole sign-up
 * some clients send every time) are set aside before the step's strict schema checks the rest,
 * so a field no step has is still refused.
 */
export function setAsideOtherStepFields(
  stepFields: readonly string[],
  registrationFields: readonly string[],
) {
  const own = new Set(stepFields);
  const known = new Set(registrationFields);
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const name of Object.keys(fields)) {
      if (known.has(name) && !own.has(name)) delete fields[name];
    }
  };
}
