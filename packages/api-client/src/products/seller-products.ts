import type {
  ProductBody,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';

type OwnProductBody = Omit<ProductBody, 'sellerId'>;

/** GET /seller/products?sellerId: the signed-in seller's drops, 100 at most. */
export async function listSellerProducts(
  client: ApiClient,
  query: Omit<ProductListQuery, 'sellerId'>,
  signal?: AbortSignal,
) {
  return client.request<ProductListResponse>('GET', '/seller/products', {
    query: { ...query, sellerId: client.sellerId() },
    signal,
  });
}

/** GET /seller/products/{id}: one of the seller's drops. */
export function getSellerProduct(client: ApiClient, productId: string) {
  return client.request<ProductResponse>(
    'GET',
    `/seller/products/${encodeURIComponent(productId)}`,
  );
}

/** POST /seller/products: a new drop (draft or published) of the signed-in seller. */
export async function createSellerProduct(client: ApiClient, body: OwnProductBody) {
  return client.request<ProductResponse>('POST', '/seller/products', {
    body: { ...body, sellerId: client.sellerId() },
  });
}

/** PUT /seller/products/{id}. */
export async function updateSellerProduct(
  client: ApiClient,
  productId: string,
  body: OwnProductBody,
) {
  return client.request<ProductResponse>(
    'PUT',
    `/seller/products/${encodeURIComponent(productId)}`,
    { body: { ...body, sellerId: client.sellerId() } },
  );
}
