import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createServiceClient, type ServiceName } from '@drops/service-kit';
import { catalogServiceOf, type CatalogService } from '../remote/catalog-service';
import { sellerServiceOf, type SellerService } from '../remote/seller-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The seller service: it owns `sellers` and decides approvals and invitations. */
    sellerService: SellerService;
    /** The catalog: it owns `products` and the badge. */
    catalogService: CatalogService;
  }
}

export interface RemoteServicesOptions {
  serviceUrls: Pick<Record<ServiceName, string>, 'seller' | 'catalog'>;
}

/** The owners the admin service asks (service token of the `admin` caller). */
async function remoteServicesPlugin(
  app: FastifyInstance,
  { serviceUrls }: RemoteServicesOptions,
): Promise<void> {
  const signToken = () => app.signToken('service', 'admin');
  app.decorate(
    'sellerService',
    sellerServiceOf(createServiceClient('seller', { baseUrl: serviceUrls.seller, signToken })),
  );
  app.decorate(
    'catalogService',
    catalogServiceOf(createServiceClient('catalog', { baseUrl: serviceUrls.catalog, signToken })),
  );
}

export const remoteServices = fp(remoteServicesPlugin, {
  name: 'admin-remote-services',
  dependencies: ['drops-auth'],
});
