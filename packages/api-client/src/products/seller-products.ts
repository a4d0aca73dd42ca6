import type {
  ProductBody,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';

/** GET /seller/products: the dashboard asks for its seller's drops, 100 at most. */
export function listSellerProducts(client: ApiClient, query: ProductListQuery) {
  return client.request<ProductListResponse>('GET', '/seller/products', { query });
}

/** GET /seller/products/{id}: one of the seller's drops. */
export function getSellerProduct(client: ApiClient, productId: string) {
  return client.request<ProductResponse>(
    'GET',
    `/seller/products/${encodeURIComponent(productId)}`,
  );
}

/** POST /seller/products: a new drop (draft or published). */
export function createSellerProduct(client: ApiClient, body: ProductBody) {
  return client.request<ProductResponse>('POST', '/seller/products', { body });
}

/** PUT /seller/products/{id}. */
export function updateSellerProduct(client: ApiClient, productId: string, body: ProductBody) {
  return client.request<ProductResponse>(
    'PUT',
    `/seller/products/${encodeURIComponent(productId)}`,
    { body },
  );
}
