import { createStore } from 'jotai';
import type { AdminUser } from '@drops/contracts';
import {
  adminSessionAtom,
  adminSessionKey,
  expireSellerSession,
  takeSellerSessionExpired,
  isSellerLoggedInAtom,
  logOutSellerAtom,
  readSellerSession,
  sellerAtom,
  sellerSessionAtom,
  sellerSessionKey,
  signInAdminAtom,
  signInSellerAtom,
  updateSellerAtom,
} from '../src';
import { makeSeller } from '../src/testing';

const seller = makeSeller({ accountType: 'flex', isApproved: false, firstLogin: true });

const admin: AdminUser = {
  _id: '0123456789abcdef0123456a',
  username: 'admin',
  email: 'admin@drops.test',
  permissions: { admin: true },
};

beforeEach(() => window.localStorage.clear());

describe('seller session', () => {
  it('is restored from storage on load', () => {
    window.localStorage.setItem(sellerSessionKey, JSON.stringify({ token: 'abc', seller }));
    const store = createStore();
    expect(store.get(isSellerLoggedInAtom)).toBe(true);
    expect(store.get(sellerAtom)?.username).toBe('maker');
    expect(readSellerSession()?.token).toBe('abc');
  });

  it.each([
    ['not JSON', '{oops'],
    ['no token', JSON.stringify({ seller })],
    ['no seller', JSON.stringify({ token: 'abc' })],
    ['a seller without an id', JSON.stringify({ token: 'abc', seller: { ...seller, _id: '' } })],
    [
      'an unknown account type',
      JSON.stringify({ token: 'abc', seller: { ...seller, accountType: 'vip' } }),
    ],
  ])('discards invalid stored data (%s)', (_case, raw) => {
    window.localStorage.setItem(sellerSessionKey, raw);
    const store = createStore();
    expect(store.get(sellerSessionAtom)).toBeNull();
    expect(store.get(isSellerLoggedInAtom)).toBe(false);
    expect(window.localStorage.getItem(sellerSessionKey)).toBeNull();
  });

  it('signs in, merges updates and logs out, clearing storage', () => {
    const store = createStore();
    store.set(signInSellerAtom, { token: 'abc', seller });
    expect(JSON.parse(window.localStorage.getItem(sellerSessionKey) ?? 'null')).toEqual({
      token: 'abc',
      seller,
    });

    store.set(updateSellerAtom, { isRequestedforSell: true });
    expect(store.get(sellerAtom)?.isRequestedforSell).toBe(true);
    expect(readSellerSession()?.seller.isRequestedforSell).toBe(true);

    store.set(logOutSellerAtom);
    expect(store.get(isSellerLoggedInAtom)).toBe(false);
    expect(window.localStorage.getItem(sellerSessionKey)).toBeNull();
  });

  it('never writes an old session back: an update after the stored one was replaced or cleared', () => {
    const store = createStore();
    store.set(signInSellerAtom, { token: 'abc', seller });
    expect(store.get(sellerAtom)?.username).toBe('maker');

    // Changed behind this store's back (by hand, or by code that does not announce it).
    window.localStorage.setItem(sellerSessionKey, '{"token":"x"}');
    store.set(updateSellerAtom, { isRequestedforSell: true });
    expect(window.localStorage.getItem(sellerSessionKey)).toBeNull();

    window.localStorage.setItem(sellerSessionKey, JSON.stringify({ token: 'new', seller }));
    store.set(updateSellerAtom, { bio: 'fresh' });
    expect(readSellerSession()).toMatchObject({ token: 'new', seller: { bio: 'fresh' } });
  });

  it('keeps every store in step: a remote sees the shell sign in and out', () => {
    const shellStore = createStore();
    const remoteStore = createStore();
    const seen: boolean[] = [];
    const unsubscribe = remoteStore.sub(isSellerLoggedInAtom, () =>
      seen.push(remoteStore.get(isSellerLoggedInAtom)),
    );

    shellStore.set(signInSellerAtom, { token: 'abc', seller });
    expect(remoteStore.get(sellerAtom)?.username).toBe('maker');
    shellStore.set(logOutSellerAtom);
    expect(remoteStore.get(isSellerLoggedInAtom)).toBe(false);
    expect(seen).toEqual([true, false]);
    unsubscribe();
  });
});

describe('an expired seller session', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('ends when the server refuses the stored token, and sign-in is told once', () => {
    const store = createStore();
    store.set(signInSellerAtom, { token: 'abc', seller });
    expireSellerSession('abc');
    expect(store.get(isSellerLoggedInAtom)).toBe(false);
    expect(window.localStorage.getItem(sellerSessionKey)).toBeNull();
    expect(takeSellerSessionExpired()).toBe(true);
    expect(takeSellerSessionExpired()).toBe(false);
  });

  it('a refusal of an older token, answered after a new sign-in, changes nothing', () => {
    const store = createStore();
    store.set(signInSellerAtom, { token: 'new', seller });
    expireSellerSession('old');
    expect(readSellerSession()?.token).toBe('new');
    expect(takeSellerSessionExpired()).toBe(false);
  });
});

describe('admin session', () => {
  it('lives in its own entry, apart from the seller', () => {
    const store = createStore();
    store.set(signInSellerAtom, { token: 'seller-token', seller });
    store.set(signInAdminAtom, { token: 'admin-token', user: admin });
    expect(JSON.parse(window.localStorage.getItem(adminSessionKey) ?? 'null').token).toBe(
      'admin-token',
    );
    expect(JSON.parse(window.localStorage.getItem(sellerSessionKey) ?? 'null').token).toBe(
      'seller-token',
    );

    store.set(logOutSellerAtom);
    expect(store.get(adminSessionAtom)?.token).toBe('admin-token');
  });

  it('refuses a stored user without the admin flag', () => {
    window.localStorage.setItem(
      adminSessionKey,
      JSON.stringify({ token: 'x', user: { ...admin, permissions: { admin: false } } }),
    );
    expect(createStore().get(adminSessionAtom)).toBeNull();
    expect(window.localStorage.getItem(adminSessionKey)).toBeNull();
  });
});
