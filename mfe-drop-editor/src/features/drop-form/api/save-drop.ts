import {
  createSellerProduct,
  isApiError,
  updateSellerProduct,
  versionConflictOf,
  type ApiClient,
} from '@drops/api-client';
import { statusInputOf, type AccountType, type Product } from '@drops/contracts';
import { editorMessages } from '../../../messages';
import {
  productBodyOf,
  type DropField,
  type DropFormValues,
  type SavedTiming,
} from '../form-values';
import { fieldOrder, type DropErrors } from '../validation';

export type SaveKind = 'publish' | 'draft';

export type SaveOutcome =
  | { ok: true; drop: Product }
  /** Issue 17: saved elsewhere since `version`; the drop as it is now. */
  | { ok: false; conflict: Product }
  | {
      ok: false;
      conflict?: undefined;
      title: string;
      description?: string;
      fieldErrors: DropErrors;
    };

/** Server field names that the form shows under another control. */
const formFieldOf: Record<string, DropField> = {
  variationsObjects: 'variations',
  collectionId: 'seriesName',
  mainImage: 'visuals',
  allowEarlyAccess: 'earlyAccess',
  unlockManyUnits: 'earlyAccess',
};

/** Every control of the form: the sell form shows them all (the flex form a part). */
const formFields = new Set<string>(fieldOrder.sell);

/** `visuals.2.url` → visuals; `tags.0` → tags; unknown names are left out. */
export function formErrorsOf(fieldErrors: Readonly<Record<string, string>>): DropErrors {
  const errors: DropErrors = {};
  for (const [name, message] of Object.entries(fieldErrors)) {
    const root = name.split(/[.[/]/)[0] ?? name;
    const field = formFieldOf[root] ?? (formFields.has(root) ? (root as DropField) : null);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The failure toast: the spec's message as the title, the server's reason under it. */
function failureOf(error: unknown, kind: SaveKind, editing: boolean): SaveOutcome {
  if (!isApiError(error)) {
    return {
      ok: false,
      title: kind === 'draft' ? editorMessages.draftSaveError : editorMessages.productSaveError,
      fieldErrors: {},
    };
  }
  if (kind === 'draft' && error.kind === 'network') {
    return { ok: false, title: editorMessages.draftSaveFailed(error.message), fieldErrors: {} };
  }
  const title =
    kind === 'draft'
      ? editing
        ? editorMessages.saveDraftFailed
        : editorMessages.createDraftFailed
      : editing
        ? editorMessages.updateFailed
        : editorMessages.createFailed;
  return {
    ok: false,
    title,
    description: error.message || undefined,
    fieldErrors: formErrorsOf(error.fieldErrors),
  };
}

/**
 * Submit (Published) or SAVE DRAFT (Draft): creates the drop, or updates the one being edited
 * over `version`, the one the form was edited from (issue 17: refused if saved elsewhere since).
 * `saved` is the drop's timing as last read: moments the seller left alone go back unchanged.
 */
export async function saveDrop(
  client: ApiClient,
  options: {
    dropId: string | undefined;
    version?: number;
    values: DropFormValues;
    saved: SavedTiming;
    kind: SaveKind;
    accountType: AccountType;
  },
): Promise<SaveOutcome> {
  const { dropId, version, values, saved, kind, accountType } = options;
  const status = statusInputOf(kind === 'publish' ? 'published' : 'draft');
  const body = productBodyOf(values, status, accountType, saved);
  try {
    const response = dropId
      ? await updateSellerProduct(client, dropId, { ...body, version })
      : await createSellerProduct(client, body);
    return { ok: true, drop: response.data };
  } catch (error) {
    const conflict = versionConflictOf<Product>(error);
    if (conflict) return { ok: false, conflict };
    return failureOf(error, kind, Boolean(dropId));
  }
}
