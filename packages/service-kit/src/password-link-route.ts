import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TObject, TString } from '@sinclair/typebox';
import { ErrorBodySchema, PasswordAnswerSchema } from '@drops/contracts';
import { noStore } from './no-store';

/** What a mailed link sends back: its token and the password chosen. */
interface PasswordLink {
  token: string;
  password: string;
}

interface PasswordLinkRouteOptions {
  body: TObject<{ token: TString; password: TString }>;
  /** The answer's message once the password is set. */
  message: string;
  /** Sets the password the link allows (a used, expired or unknown token throws the 400). */
  setPassword: (app: FastifyInstance, link: PasswordLink, request: FastifyRequest) => Promise<void>;
}

/**
 * A route that takes a mailed link's `{ token, password }` (issue 30), the same for a seller's or
 * an administrator's reset and an administrator's invitation: never cached, 200 with the message
 * or 400 in the one error body.
 */
export function passwordLinkRoute(
  path: string,
  { body, message, setPassword }: PasswordLinkRouteOptions,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      path,
      {
        onRequest: noStore,
        schema: { body, response: { 200: PasswordAnswerSchema, 400: ErrorBodySchema } },
      },
      async (request) => {
        const { token, password } = request.body;
        await setPassword(app, { token, password }, request);
        return { success: true as const, message };
      },
    );
  };
}
