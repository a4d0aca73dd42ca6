import type {
  CollectionBody,
  CollectionListResponse,
  CollectionResponse,
  SuccessMessage,
} from '@drops/contracts';
import type { ApiClient } from '../client';

const collectionPath = (collectionId: string) => `/collections/${encodeURIComponent(collectionId)}`;

/** GET /collections?sellerId: the seller's series / collections, oldest first. */
export function listCollections(client: ApiClient, sellerId: string) {
  return client.request<CollectionListResponse>('GET', '/collections', { query: { sellerId } });
}

/** POST /collections. */
export function createCollection(client: ApiClient, body: CollectionBody) {
  return client.request<CollectionResponse>('POST', '/collections', { body });
}

/** PUT /collections/{id}: renames it. */
export function updateCollection(client: ApiClient, collectionId: string, body: CollectionBody) {
  return client.request<CollectionResponse>('PUT', collectionPath(collectionId), { body });
}

/** DELETE /collections/{id}?sellerId: its drops stay, without a collection. */
export function deleteCollection(client: ApiClient, collectionId: string, sellerId: string) {
  return client.request<SuccessMessage>('DELETE', collectionPath(collectionId), {
    query: { sellerId },
  });
}
