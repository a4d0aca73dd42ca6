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
