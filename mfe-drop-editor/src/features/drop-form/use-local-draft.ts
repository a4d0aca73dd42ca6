import { useCallback, useEffect, useRef } from 'react';
import type { DropFormValues } from './form-values';
import { clearLocalDraft, writeLocalDraft } from './local-draft';

/** Typing is written to storage after this pause, not on every key. */
const writePauseMs = 300;

/**
 * Keeps the form's unsaved values in local storage while they differ from what was saved, with
 * the drop's version they were edited from (so a save after a reload still meets a conflict).
 * Values not yet written when the editor closes (a session that ends, a route change) or the page
 * goes away are written then, so not even the last keystrokes are lost. Returns `discard`, for
 * when the work is saved or given up: it also drops what was waiting to be written.
 */
export function useLocalDraft(
  key: string,
  values: DropFormValues,
  dirty: boolean,
  version?: number,
): () => void {
  const waiting = useRef<DropFormValues | null>(null);
  const versionRef = useRef(version);
  // Declared first, so the writes below see the version of the same render.
  useEffect(() => {
    versionRef.current = version;
  }, [version]);

  useEffect(() => {
    if (!dirty) {
      waiting.current = null;
      clearLocalDraft(key);
      return;
    }
    waiting.current = values;
    const timer = window.setTimeout(() => {
      waiting.current = null;
      writeLocalDraft(key, values, versionRef.current);
    }, writePauseMs);
    return () => window.clearTimeout(timer);
  }, [dirty, key, values, version]);

  useEffect(() => {
    const writeWaiting = () => {
      if (waiting.current === null) return;
      writeLocalDraft(key, waiting.current, versionRef.current);
      waiting.current = null;
    };
    window.addEventListener('pagehide', writeWaiting);
    return () => {
      window.removeEventListener('pagehide', writeWaiting);
      writeWaiting();
    };
  }, [key]);

  return useCallback(() => {
    waiting.current = null;
    clearLocalDraft(key);
  }, [key]);
}
