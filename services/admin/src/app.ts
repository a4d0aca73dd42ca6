import { createService, type DatabaseOptions, type ServiceApp } from '@drops/service-kit';
import type { TokenSecrets } from '@drops/auth';
import { adminAccess } from './plugins/admin-access';
import { createAdminUsersRepository } from './repositories/admin-users';
import { createCategoriesRepository } from './repositories/categories';
import { createProductsRepository, type ProductsRepositoryOptions } from './repositories/products';
import { createSellersRepository } from './repositories/sellers';
import { loginRoute } from './routes/auth/login';
import { categoryRoutes } from './routes/categories';
import { productRoutes } from './routes/products';
import { sellerRoutes } from './routes/sellers';

export interface AdminAppOptions {
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  logLevel?: string;
  /** Tuning of the product list (count reuse, search strategy); the defaults suit production. */
  products?: ProductsRepositoryOptions;
}

/** The admin service: administrator login and moderation of sellers, products and categories. */
export async function buildApp(options: AdminAppOptions): Promise<ServiceApp> {
  const app = await createService({
    name: 'admin',
    database: options.database,
    tokenSecrets: options.tokenSecrets,
    logLevel: options.logLevel,
  });

  // Repositories own all SQL; routes receive the ones they use.
  const adminUsers = createAdminUsersRepository(app.db);
  const categories = createCategoriesRepository(app.db);
  const products = createProductsRepository(app.db, options.products);
  const sellers = createSellersRepository(app.db);

  await app.register(adminAccess, { adminUsers });
  await app.register(loginRoute, { adminUsers });
  await app.register(sellerRoutes, { sellers, products });
  await app.register(productRoutes, { products });
  await app.register(categoryRoutes, { categories });

  return app;
}
