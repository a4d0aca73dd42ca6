import { useCallback } from 'react';
import {
  createCollection,
  deleteCollection,
  errorMessage,
  listCollections,
  updateCollection,
} from '@drops/api-client';
import type { Collection } from '@drops/contracts';
import { queryKeys, useApi, useAreaQuery } from '@drops/remote-kit';
import { editorMessages } from '../../../messages';

export type CollectionsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; collections: Collection[] };

export type CollectionChange =
  { ok: true; collection: Collection } | { ok: false; message: string; fieldError?: string };

const messages = editorMessages.collections;

function failure(error: unknown, fallback: string): CollectionChange {
  const message = errorMessage(error, fallback);
  const fieldError =
    error && typeof error === 'object' && 'fieldErrors' in error
      ? (error.fieldErrors as Record<string, string>).collectionName
      : undefined;
  return { ok: false, message, fieldError };
}

/**
 * The signed-in seller's collections, with create, rename and delete kept in step with the list.
 * Read once `enabled` (the drop is part of a series), not for every drop that is not.
 */
export function useCollections(enabled: boolean) {
  const api = useApi();
  const { state, retry, update } = useAreaQuery(
    queryKeys.seller.collections(),
    async (client) => (await listCollections(client)).data,
    { describeError: (error) => errorMessage(error, messages.fetchFailed), enabled },
  );

  const create = useCallback(
    async (collectionName: string): Promise<CollectionChange> => {
      try {
        const { data } = await createCollection(api, { collectionName });
        update((list) => [...list, data]);
        return { ok: true, collection: data };
      } catch (error) {
        return failure(error, messages.createFailed);
      }
    },
    [api, update],
  );

  const rename = useCallback(
    async (collectionId: string, collectionName: string): Promise<CollectionChange> => {
      try {
        const { data } = await updateCollection(api, collectionId, { collectionName });
        update((list) => list.map((item) => (item._id === data._id ? data : item)));
        return { ok: true, collection: data };
      } catch (error) {
        return failure(error, messages.updateFailed);
      }
    },
    [api, update],
  );

  const remove = useCallback(
    async (collection: Collection): Promise<CollectionChange> => {
      try {
        await deleteCollection(api, collection._id);
        update((list) => list.filter((item) => item._id !== collection._id));
        return { ok: true, collection };
      } catch (error) {
        return failure(error, messages.deleteFailed);
      }
    },
    [api, update],
  );

  const collections: CollectionsState =
    state.status === 'ready' ? { status: 'ready', collections: state.data } : state;
  return { state: collections, retry, create, rename, remove };
}
