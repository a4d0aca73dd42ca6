import { emptyDropValues, type DropFormValues } from './form-values';

/**
 * The form as typed, kept in local storage while it has unsaved changes, so a reload or a crash
 * of the tab loses nothing. One entry per seller and drop (`new` for /add-product).
 */
const prefix = 'drop-editor-draft';

export function localDraftKey(sellerId: string, dropId: string | undefined): string {
  return `${prefix}:${sellerId}:${dropId ?? 'new'}`;
}

export interface LocalDraft {
  values: DropFormValues;
  savedAt: number;
  /** The drop's version the work was started from (issue 17); absent for a new drop. */
  version?: number;
}

/** Takes each known field only when it has the type the form expects; the rest stays default. */
function valuesOf(stored: unknown): DropFormValues | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const values = emptyDropValues();
  const record = stored as Record<string, unknown>;
  const target = values as unknown as Record<string, unknown>;
  for (const [field, fallback] of Object.entries(values)) {
    const value = record[field];
    const sameType = Array.isArray(fallback)
      ? Array.isArray(value)
      : typeof value === typeof fallback;
    if (sameType) target[field] = value;
  }
  const validVisuals = values.visuals.every(
    (visual) =>
      typeof visual === 'object' &&
      visual !== null &&
      (visual.type === 'image' || visual.type === 'video') &&
      typeof visual.url === 'string',
  );
  if (!validVisuals) values.visuals = [];
  return values;
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: unknown; savedAt?: unknown; version?: unknown };
    const values = valuesOf(parsed.values);
    if (!values) return null;
    const version =
      Number.isSafeInteger(parsed.version) && (parsed.version as number) > 0
        ? (parsed.version as number)
        : undefined;
    return { values, savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : 0, version };
  } catch {
    return null;
  }
}

export function writeLocalDraft(key: string, values: DropFormValues, version?: number): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ values, savedAt: Date.now(), version }));
  } catch {
    // Storage full or blocked: the leave warnings still protect the work.
  }
}

export function clearLocalDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}

/** Field by field, so the order keys were written in does not matter. */
export function sameValues(left: DropFormValues, right: DropFormValues): boolean {
  return (Object.keys(left) as (keyof DropFormValues)[]).every(
    (field) => JSON.stringify(left[field]) === JSON.stringify(right[field]),
  );
}
