import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import { adminMessages, type AdminUser } from '@drops/contracts';
import { sessionLifetimes } from '@drops/auth';
import { createAccountSessionRepository } from '@drops/db';
import { accountSessions, ForbiddenError, UnauthorizedError } from '@drops/service-kit';
import { createAdminPasswordsRepository } from './admin-passwords-repository';
import {
  adminPasswordsRepository,
  adminSessions,
  adminAccountsRepository,
  secondFactorRequired,
} from './admin-accounts-key';
import { adminSessionTables } from './security-tables';
import { adminUsersRepository, createAdminUsersRepository } from './admin-users-repository';
import { createAdminAccountsRepository } from './admin-accounts-repository';

/** What the service's config gives this module (issue 30 item 5). */
export interface AccountsOptions {
  /** Every administrator signs in with a second factor (production, the e2e stack). */
  secondFactorRequired?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of every administrator route, before the body is read: a valid
     * administrator token of a live session, then its administrator as stored now. A token may
     * outlive the account (15 minutes): once the administrator is removed or disabled it answers 401, once the admin flag is
     * taken away 403, as the login would.
     */
    requireAdminAccount: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The administrator `requireAdminAccount` found (who the audit log names). */
    adminUser: AdminUser | null;
  }
}

/** The browser's refresh cookie: sent to the refresh route only (issue 30). */
export const adminRefreshCookie = { name: 'drops_admin_refresh', path: '/api/v1/auth/token' };

/**
 * Administrator accounts: the sign-in (`routes/`) and the check every other module's routes
 * attach once per folder (`requireAdminAccount`, in their `autohooks.ts`).
 */
async function accountsModule(app: FastifyInstance, options: { accounts?: AccountsOptions }) {
  const accounts = createAdminUsersRepository(app.db);
  app.decorate(adminUsersRepository, accounts);
  app.decorate(adminAccountsRepository, createAdminAccountsRepository(app.db));
  app.decorate(secondFactorRequired, options.accounts?.secondFactorRequired === true);
  app.decorate(adminPasswordsRepository, createAdminPasswordsRepository(app.db));
  const sessions = accountSessions(app, {
    audience: 'admin',
    sessions: createAccountSessionRepository(app.db, adminSessionTables, sessionLifetimes.admin),
    cookie: adminRefreshCookie,
  });
  app.decorate(adminSessions, sessions);
  // Every administrator call checks its session here, so an ended session stops at once.
  app.sessionChecks.admin = sessions.isAlive;
  app.decorateRequest('adminUser', null);
  app.decorate('requireAdminAccount', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireAdmin.call(app, request, reply);
    // An invited or disabled administrator's token is refused as a removed one's.
    const user = await accounts.findActiveById(request.adminId);
    if (!user) throw new UnauthorizedError(adminMessages.accessDenied);
    if (!user.permissions.admin) throw new ForbiddenError(adminMessages.accessDenied);
    request.adminUser = user;
  });
}

export default fp(accountsModule, {
  name: 'admin-accounts',
  dependencies: ['drops-auth', 'drops-database'],
});
