import type { AuditLogEntry } from '@drops/contracts';
import { changesOf, targetOf } from '../src/shared/audit-entry-text';

// Issue 31 item 3: the Activity page and the dialogs' history in the screens' words.

const entry = (changes: Partial<AuditLogEntry>): AuditLogEntry => ({
  _id: 'entry',
  createdAt: '2026-11-27T10:00:00.000Z',
  actorId: 'admin',
  actorEmail: 'admin@drops.local',
  action: 'product_pause',
  targetType: 'product',
  targetId: '6b0922685990aa',
  before: null,
  after: null,
  reason: null,
  note: null,
  requestId: null,
  ...changes,
});

describe('audit entries in words', () => {
  it("names each change with the screens' labels and values", () => {
    expect(
      changesOf(
        entry({
          before: { name: 'Vase', status: 'published', selling: true, badge: false },
          after: { name: 'Vase', status: 'paused', selling: false, badge: false },
        }),
      ),
    ).toEqual(['Status: Published → Paused', 'Selling: Yes → No']);
    expect(
      changesOf(
        entry({
          action: 'seller_approve',
          targetType: 'seller',
          before: { username: 'maker', isApproved: false, accountType: 'flex' },
          after: { username: 'maker', isApproved: true, accountType: 'sell' },
        }),
      ),
    ).toEqual(['Approved: No → Yes', 'Account type: Flexer → Seller']);
  });

  it('reads a release channel and the figures of an automatic rollback', () => {
    expect(
      changesOf(
        entry({
          action: 'remote_channel',
          targetType: 'remote',
          before: { stable: 'aaaaaaaaaaaa', canary: null },
          after: {
            stable: 'aaaaaaaaaaaa',
            canary: { version: 'bbbbbbbbbbbb', percent: 10 },
            canaryLoads: 60,
          },
        }),
      ),
    ).toEqual(['Canary: – → bbbbbbbbbbbb to 10% of visitors', 'Canary loads: – → 60']);
  });

  it('names the target from the values it recorded, with a link to find its record', () => {
    expect(targetOf(entry({ before: { name: 'Vase', status: 'published' }, after: null }))).toEqual(
      { name: 'Vase', to: '/admin/products?search=Vase' },
    );
    expect(
      targetOf(
        entry({ targetType: 'seller', after: { username: 'maker one' }, action: 'seller_reject' }),
      ),
    ).toEqual({ name: 'maker one', to: '/admin/sellers?search=maker+one' });
    expect(
      targetOf(
        entry({ targetType: 'category', after: { name: 'Prints' }, action: 'category_create' }),
      ),
    ).toEqual({ name: 'Prints', to: '/admin/categories?search=Prints' });
    expect(targetOf(entry({ targetType: 'remote', targetId: 'mfeProfile' }))).toEqual({
      name: 'Profile',
      to: '/admin/releases',
    });
    // Nothing recorded a name: the id, and no link.
    expect(targetOf(entry({ targetType: 'admin', targetId: 'a1', action: 'sign_in' }))).toEqual({
      name: 'a1',
      to: null,
    });
  });
});

describe('an administrator as target (issue 30 item 5)', () => {
  it('is named by email, leads to the Administrators screen, its status in words', () => {
    const disabled = entry({
      targetType: 'admin',
      targetId: 'a2',
      action: 'admin_disable',
      before: { email: 'ops@drops.test', status: 'active' },
      after: { email: 'ops@drops.test', status: 'disabled' },
    });
    expect(targetOf(disabled)).toEqual({ name: 'ops@drops.test', to: '/admin/administrators' });
    expect(changesOf(disabled)).toEqual(['Status: Active → Disabled']);
  });
});
