import { adminLoginState, isAdminReturnPath, readAdminLoginState } from '../src';

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
    expect(readAdminLoginState(adminLoginState('/admin/products?search=lamp', true))).toEqual({
      from: '/admin/products?search=lamp',
      sessionExpired: true,
    });
    expect(readAdminLoginState(null)).toEqual({ from: null, sessionExpired: false });
    expect(readAdminLoginState({ from: 'https://evil.test', sessionExpired: 'yes' })).toEqual({
      from: null,
      sessionExpired: false,
    });
  });
});
