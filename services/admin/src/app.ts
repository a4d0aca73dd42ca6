import { createService, type DatabaseOptions, type ServiceApp } from '@drops/service-kit';
import type { TokenSecrets } from '@drops/auth';
import { createAdminUsersRepository } from './repositories/admin-users';
import { createCategoriesRepository } from './repositories/categories';
import { loginRoute } from './routes/auth/login';
import { categoryRoutes } from './routes/categories';

export interface AdminAppOptions {
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  logLevel?: string;
}

/** The admin service: administrator login and moderation of sellers, products and categories. */
export async function buildApp(options: AdminAppOptions): Promise<ServiceApp> {
  const app = await createService({
    name: 'admin',
    database: options.database,
    tokenSecrets: options.tokenSecrets,
    logLevel: options.logLevel,
  });

  const adminUsers = createAdminUsersRepository(app.db);
  const categories = createCategoriesRepository(app.db);

  await app.register(loginRoute, { adminUsers });
  await app.register(categoryRoutes, { categories });

  return app;
}
