import { atom } from 'jotai';
import type { SellerProductFilter } from '@drops/contracts';

/** '' lists every status (All Status). */
export type StatusFilter = SellerProductFilter | '';

/** The search the list was last asked for: set after the debounce or by the Search button. */
export const appliedSearchAtom = atom('');

export const statusFilterAtom = atom<StatusFilter>('');

/** What the server is asked for; a search or a status narrows the list. */
export const dropsQueryAtom = atom((get) => ({
  search: get(appliedSearchAtom),
  status: get(statusFilterAtom),
}));
