import type {
  AdminCategoryResponse,
  AdminProductResponse,
  AdminSellerDetailResponse,
  AdminSellerResponse,
  ApproveSellerBody,
  CategoryBody,
  ProductModerationBody,
} from '@drops/contracts';
import type { ApiClient } from '../client';
import { postBody } from '../endpoint';

const sellerPath = (sellerId: string) => `/admin/sellers/${encodeURIComponent(sellerId)}`;
const productPath = (productId: string) => `/admin/products/${encodeURIComponent(productId)}`;
const categoryPath = (categoryId: string) => `/admin/categories/${encodeURIComponent(categoryId)}`;

/** GET /admin/sellers/{id}: the seller with stats and recent products. */
export function getAdminSeller(client: ApiClient, sellerId: string) {
  return client.request<AdminSellerDetailResponse>('GET', sellerPath(sellerId));
}

/**
 * PUT /admin/sellers/{id}/approve: both flags true approves, both false rejects (optionally with
 * a reason and note).
 */
export function setSellerApproval(client: ApiClient, sellerId: string, body: ApproveSellerBody) {
  return client.request<AdminSellerResponse>('PUT', `${sellerPath(sellerId)}/approve`, { body });
}

/** POST /admin/sellers/{id}/invite: invites a flex seller to apply to sell. */
export function inviteSeller(client: ApiClient, sellerId: string) {
  return client.request<AdminSellerResponse>('POST', `${sellerPath(sellerId)}/invite`);
}

/** GET /admin/products/{id}. */
export function getAdminProduct(client: ApiClient, productId: string) {
  return client.request<AdminProductResponse>('GET', productPath(productId));
}

/** PUT /admin/products/{id}/badge. */
export function setProductBadge(client: ApiClient, productId: string, badge: boolean) {
  return client.request<AdminProductResponse>('PUT', `${productPath(productId)}/badge`, {
    body: { badge },
  });
}

/** PUT /admin/products/{id}/status: pause a published drop (with a reason) or restore it. */
export function setProductModeration(
  client: ApiClient,
  productId: string,
  body: ProductModerationBody,
) {
  return client.request<AdminProductResponse>('PUT', `${productPath(productId)}/status`, { body });
}

/** POST /admin/categories. */
export const createCategory = postBody<CategoryBody, AdminCategoryResponse>('/admin/categories');

/** PUT /admin/categories/{id}. */
export function updateCategory(client: ApiClient, categoryId: string, body: CategoryBody) {
  return client.request<AdminCategoryResponse>('PUT', categoryPath(categoryId), { body });
}

/** DELETE /admin/categories/{id}. */
export function deleteCategory(client: ApiClient, categoryId: string) {
  return client.request<AdminCategoryResponse>('DELETE', categoryPath(categoryId));
}
