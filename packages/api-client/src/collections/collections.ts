import type {
  CollectionBody,
  CollectionListResponse,
  CollectionResponse,
  SuccessMessage,
} from '@drops/contracts';
import type { ApiClient } from '../client';

const collectionPath = (collectionId: string) => `/collections/${encodeURIComponent(collectionId)}`;

/** GET /collections?sellerId: the signed-in seller's series / collections, oldest first. */
export async function listCollections(client: ApiClient) {
  return client.request<CollectionListResponse>('GET', '/collections', {
    query: { sellerId: client.sellerId() },
  });
}

/** POST /collections, for the signed-in seller. */
export async function createCollection(client: ApiClient, body: Omit<CollectionBody, 'sellerId'>) {
  return client.request<CollectionResponse>('POST', '/collections', {
    body: { ...body, sellerId: client.sellerId() },
  });
}

/** PUT /collections/{id}: renames it. */
export async function updateCollection(
  client: ApiClient,
  collectionId: string,
  body: Omit<CollectionBody, 'sellerId'>,
) {
  return client.request<CollectionResponse>('PUT', collectionPath(collectionId), {
    body: { ...body, sellerId: client.sellerId() },
  });
}

/** DELETE /collections/{id}?sellerId: its drops stay, without a collection. */
export async function deleteCollection(client: ApiClient, collectionId: string) {
  return client.request<SuccessMessage>('DELETE', collectionPath(collectionId), {
    query: { sellerId: client.sellerId() },
  });
}
