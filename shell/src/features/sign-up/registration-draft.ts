import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/vanilla/utils';
import type { AccountType, Role } from '@drops/contracts';

/**
 * The sign-up in progress, kept across reloads under the spec's `seller-registration` entry and
 * cleared on completion. The two passwords are kept apart, in session storage (same key): they
 * survive a reload of the tab but are never written to disk-backed local storage.
 */
export const registrationKey = 'seller-registration';

export interface RegistrationDraft {
  accountType: AccountType;
  role: Role[];
  somethingElseText: string;
  username: string;
  email: string;
  profileImage: string;
  country: string;
  bio: string;
  portfolioLink: string;
}

export interface RegistrationSecrets {
  password: string;
  confirmPassword: string;
}

export const defaultCountry = 'US';

export const emptyDraft: RegistrationDraft = {
  accountType: 'flex',
  role: [],
  somethingElseText: '',
  username: '',
  email: '',
  profileImage: '',
  country: defaultCountry,
  bio: '',
  portfolioLink: '',
};

export const emptySecrets: RegistrationSecrets = { password: '', confirmPassword: '' };

/**
 * What both steps send of step 1 (its check, then the completion): the text trimmed, and the
 * Something Else text only with that role chosen.
 */
export function accountStepRequest(draft: RegistrationDraft, secrets: RegistrationSecrets) {
  return {
    accountType: draft.accountType,
    role: draft.role,
    somethingElseText: draft.role.includes('somethingElse') ? draft.somethingElseText : '',
    username: draft.username.trim(),
    email: draft.email.trim(),
    password: secrets.password,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the stored fields of the right type and fills the rest from `fallback`. */
function restore<T extends object>(fallback: T, stored: unknown): T {
  if (!isRecord(stored)) return fallback;
  const result = { ...fallback } as Record<string, unknown>;
  for (const [field, value] of Object.entries(fallback)) {
    const candidate = stored[field];
    if (Array.isArray(value) ? Array.isArray(candidate) : typeof candidate === typeof value) {
      result[field] = candidate;
    }
  }
  return result as T;
}

function entryStorage<T extends object>(area: () => Storage, fallback: T) {
  return {
    getItem: (key: string): T => {
      try {
        const raw = area().getItem(key);
        return raw ? restore(fallback, JSON.parse(raw)) : fallback;
      } catch {
        return fallback;
      }
    },
    setItem: (key: string, value: T) => area().setItem(key, JSON.stringify(value)),
    removeItem: (key: string) => area().removeItem(key),
  };
}

export const registrationDraftAtom = atomWithStorage<RegistrationDraft>(
  registrationKey,
  emptyDraft,
  entryStorage(() => window.localStorage, emptyDraft),
  { getOnInit: true },
);

export const registrationSecretsAtom = atomWithStorage<RegistrationSecrets>(
  registrationKey,
  emptySecrets,
  entryStorage(() => window.sessionStorage, emptySecrets),
  { getOnInit: true },
);

/** Forgets the whole sign-up: on completion. */
export const clearRegistrationAtom = atom(null, (_get, set) => {
  set(registrationDraftAtom, emptyDraft);
  set(registrationSecretsAtom, emptySecrets);
  window.localStorage.removeItem(registrationKey);
  window.sessionStorage.removeItem(registrationKey);
});
