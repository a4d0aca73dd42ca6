import type { TokenSecrets } from '@drops/auth';
import { createService, type DatabaseOptions, type ServiceApp } from '@drops/service-kit';
import { sellersRepository } from './repositories/sellers-repository';
import { registrationRoutes } from './routes/register/routes';
import { sellerRoutes } from './routes/sellers/routes';
import { loginRoute } from './routes/sessions/login';

export interface SellerAppOptions {
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  logLevel?: string;
}

/** The seller service: registration, login and the seller's own profile. */
export async function buildApp(options: SellerAppOptions): Promise<ServiceApp> {
  const app = await createService({
    name: 'seller',
    database: options.database,
    tokenSecrets: options.tokenSecrets,
    logLevel: options.logLevel,
  });

  await app.register(sellersRepository);
  await app.register(registrationRoutes);
  await app.register(loginRoute);
  await app.register(sellerRoutes);

  return app;
}
