import { useCallback, useEffect, useState } from 'react';
import {
  createCollection,
  deleteCollection,
  errorMessage,
  listCollections,
  updateCollection,
} from '@drops/api-client';
import type { Collection } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
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
 * The seller's collections, with create, rename and delete kept in step with the list. Read once
 * `enabled` (the drop is part of a series), not for every drop that is not.
 */
export function useCollections(sellerId: string, enabled: boolean) {
  const api = useApi();
  const [state, setState] = useState<CollectionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    listCollections(api, sellerId).then(
      (response) => current && setState({ status: 'ready', collections: response.data }),
      (error: unknown) =>
        current &&
        setState({ status: 'error', message: errorMessage(error, messages.fetchFailed) }),
    );
    return () => {
      current = false;
    };
  }, [api, sellerId, attempt, enabled]);

  const update = (change: (list: Collection[]) => Collection[]) =>
    setState((current) =>
      current.status === 'ready'
        ? { ...current, collections: change(current.collections) }
        : current,
    );

  const create = useCallback(
    async (collectionName: string): Promise<CollectionChange> => {
      try {
        const { data } = await createCollection(api, { collectionName, sellerId });
        update((list) => [...list, data]);
        return { ok: true, collection: data };
      } catch (error) {
        return failure(error, messages.createFailed);
      }
    },
    [api, sellerId],
  );

  const rename = useCallback(
    async (collectionId: string, collectionName: string): Promise<CollectionChange> => {
      try {
        const { data } = await updateCollection(api, collectionId, { collectionName, sellerId });
        update((list) => list.map((item) => (item._id === data._id ? data : item)));
        return { ok: true, collection: data };
      } catch (error) {
        return failure(error, messages.updateFailed);
      }
    },
    [api, sellerId],
  );

  const remove = useCallback(
    async (collection: Collection): Promise<CollectionChange> => {
      try {
        await deleteCollection(api, collection._id, sellerId);
        update((list) => list.filter((item) => item._id !== collection._id));
        return { ok: true, collection };
      } catch (error) {
        return failure(error, messages.deleteFailed);
      }
    },
    [api, sellerId],
  );

  return { state, retry: () => setAttempt((count) => count + 1), create, rename, remove };
}
