import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBodySchema,
  PasswordAnswerSchema,
  PasswordForgotBodySchema,
  passwordMessages,
} from '@drops/contracts';
import { noStore } from './no-store';

/** How long after the answer the link's work begins. */
const linkWorkDelayMs = 25;

/**
 * A "forgot password" route (issue 30), the same for sellers and administrators: 202 with the
 * same body at once, whether or not an account uses the email; `sendLink` (the lookup, the token
 * and the mail) runs after the answer, so its time says nothing either. A stopping service
 * finishes the links it accepted to send before its database closes.
 */
export function forgotPasswordRoute(
  path: string,
  sendLink: (app: FastifyInstance, email: string) => Promise<void>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const pending = new Set<Promise<void>>();
    app.addHook('preClose', async () => {
      await Promise.allSettled([...pending]);
    });

    app.post(
      path,
      {
        onRequest: noStore,
        schema: {
          body: PasswordForgotBodySchema,
          response: { 202: PasswordAnswerSchema, 400: ErrorBodySchema },
        },
        // Begun a moment after the answer is sent: the lookup, the token and the mail must not
        // compete for the machine while the gateway still relays the answer, so a known email's
        // answer arrives as soon as an unknown one's (issue 30's enumeration check).
        onResponse: async (request, reply) => {
          if (reply.statusCode !== 202) return;
          const work = new Promise<void>((resolve) => setTimeout(resolve, linkWorkDelayMs))
            .then(() => sendLink(app, request.body.email))
            .catch((error: unknown) => request.log.error({ err: error }, 'reset link not sent'))
            .finally(() => pending.delete(work));
          pending.add(work);
        },
      },
      async (_request, reply) =>
        reply.code(202).send({ success: true as const, message: passwordMessages.forgotAccepted }),
    );
  };
}
