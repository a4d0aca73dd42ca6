import {
  isAdminReturnPath,
  isSellerReturnPath,
  readSignInReturnState,
  signInReturnState,
} from '../src';

describe('where /admin/login returns to', () => {
  it('accepts pages of the area with their query, nothing else', () => {
    expect(isAdminReturnPath('/admin/sellers?status=pending&page=2')).toBe(true);
    expect(isAdminReturnPath('/admin')).toBe(true);
    expect(isAdminReturnPath('/admin/login')).toBe(false);
    expect(isAdminReturnPath('/admin/login?x=1')).toBe(false);
    expect(isAdminReturnPath('/administrator')).toBe(false);
    expect(isAdminReturnPath('//evil.test/admin/')).toBe(false);
    expect(isAdminReturnPath('https://evil.test/admin/sellers')).toBe(false);
    expect(isAdminReturnPath('/dashboard')).toBe(false);
    expect(isAdminReturnPath(42)).toBe(false);
  });

  it('reads the state it wrote, and treats anything else as absent', () => {
    const read = (state: unknown) => readSignInReturnState(state, isAdminReturnPath);
    expect(read(signInReturnState('/admin/products?search=lamp', true))).toEqual({
      from: '/admin/products?search=lamp',
      sessionExpired: true,
    });
    expect(read(null)).toEqual({ from: null, sessionExpired: false });
    expect(read({ from: 'https://evil.test', sessionExpired: 'yes' })).toEqual({
      from: null,
      sessionExpired: false,
    });
    expect(read(signInReturnState('/dashboard', true))).toEqual({
      from: null,
      sessionExpired: true,
    });
  });
});

describe('where /signin returns to', () => {
  it('returns only to a seller page', () => {
    const read = (state: unknown) => readSignInReturnState(state, isSellerReturnPath);
    expect(read(signInReturnState('/add-product/abc?x=1', true))).toEqual({
      from: '/add-product/abc?x=1',
      sessionExpired: true,
    });
    expect(read({ from: 'https://elsewhere.test/', sessionExpired: true })).toEqual({
      from: null,
      sessionExpired: true,
    });
    expect(read(null)).toEqual({ from: null, sessionExpired: false });
    expect(
      ['/dashboard', '/edit-profile', '/signin', '//evil.test', '/admin/sellers'].map(
        isSellerReturnPath,
      ),
    ).toEqual([true, true, false, false, false]);
  });
});
