import { atom } from 'jotai/vanilla';

/**
 * A jotai storage on `localStorage` whose entries are checked on every read: stored data that
 * does not pass `isValid` (edited by hand, left by an older version) is discarded, never used.
 *
 * The shell and each remote bundle their own copy of this package (only the five framework
 * packages are shared), so a write announces itself with a window event that every copy's atoms
 * listen to; the `storage` event covers other tabs.
 */
export const sessionChangeEvent = 'drops:session-change';

interface SessionChangeDetail {
  key: string;
}

function storageArea(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function announce(key: string): void {
  window.dispatchEvent(
    new CustomEvent<SessionChangeDetail>(sessionChangeEvent, { detail: { key } }),
  );
}

/** Reads and checks one entry; removes it when it is not valid. */
export function readEntry<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const storage = storageArea();
  const raw = storage?.getItem(key);
  if (raw === null || raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isValid(value)) return value;
  } catch {
    // not JSON: discarded below
  }
  storage?.removeItem(key);
  return null;
}

export function writeEntry<T>(key: string, value: T | null): void {
  const storage = storageArea();
  if (!storage) return;
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(value));
  announce(key);
}

/**
 * Calls `onChange` whenever the entry may have changed: a write by any copy of this package in
 * this page, or by another tab. Returns the unsubscribe function.
 */
export function subscribeToEntry(key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const listener = (event: Event) => {
    const changedKey =
      event instanceof StorageEvent
        ? event.key
        : (event as CustomEvent<SessionChangeDetail>).detail?.key;
    // A `storage` event with no key means the whole storage was cleared.
    if (changedKey === key || (event instanceof StorageEvent && event.key === null)) onChange();
  };
  window.addEventListener('storage', listener);
  window.addEventListener(sessionChangeEvent, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(sessionChangeEvent, listener);
  };
}

/**
 * An atom over one checked storage entry. Its value is read from storage when a store first
 * asks for it (not when the module loads), so a store created later, like a remote area mounted
 * after a sign-in, starts from what is stored now; while mounted it follows every change.
 */
export function storedEntryAtom<T>(key: string, isValid: (value: unknown) => value is T) {
  const versionAtom = atom(0);
  versionAtom.onMount = (setVersion) =>
    subscribeToEntry(key, () => setVersion((version) => version + 1));
  return atom(
    (get) => {
      get(versionAtom);
      return readEntry(key, isValid);
    },
    (_get, set, value: T | null) => {
      writeEntry(key, value);
      set(versionAtom, (version) => version + 1);
    },
  );
}
