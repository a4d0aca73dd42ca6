import { nextListQuery, readListParams } from '../src/shared/list-params';

const spec = {
  filters: { status: ['all', 'pending', 'approved'], accountType: ['all', 'flex', 'sell'] },
} as const;

describe('list state in the URL', () => {
  it('reads filters, search and page, with defaults for missing or unknown values', () => {
    expect(readListParams(new URLSearchParams(''), spec)).toEqual({
      filters: { status: 'all', accountType: 'all' },
      search: '',
      page: 1,
    });
    expect(
      readListParams(
        new URLSearchParams('status=pending&accountType=flex&search=%20ana%20&page=3'),
        spec,
      ),
    ).toEqual({ filters: { status: 'pending', accountType: 'flex' }, search: 'ana', page: 3 });
    expect(
      readListParams(new URLSearchParams('status=nope&page=-2&accountType=FLEX'), spec),
    ).toEqual({ filters: { status: 'all', accountType: 'all' }, search: '', page: 1 });
    expect(readListParams(new URLSearchParams('page=abc'), spec).page).toBe(1);
    expect(readListParams(new URLSearchParams('page=0'), spec).page).toBe(1);
  });

  it('a new filter or search starts again at page 1 and keeps the other entries', () => {
    const current = new URLSearchParams('status=pending&search=ana&page=4');
    expect(
      nextListQuery(current, spec, {
        kind: 'filter',
        name: 'accountType',
        value: 'sell',
      }).toString(),
    ).toBe('status=pending&search=ana&accountType=sell');
    expect(nextListQuery(current, spec, { kind: 'search', value: '  bo ' }).toString()).toBe(
      'status=pending&search=bo',
    );
  });

  it('leaves defaults out of the URL', () => {
    const current = new URLSearchParams('status=pending&search=ana&page=2');
    expect(
      nextListQuery(current, spec, { kind: 'filter', name: 'status', value: 'all' }).toString(),
    ).toBe('search=ana');
    expect(nextListQuery(current, spec, { kind: 'search', value: '   ' }).toString()).toBe(
      'status=pending',
    );
    expect(nextListQuery(current, spec, { kind: 'page', value: 1 }).toString()).toBe(
      'status=pending&search=ana',
    );
    expect(nextListQuery(current, spec, { kind: 'page', value: 3 }).toString()).toBe(
      'status=pending&search=ana&page=3',
    );
  });
});
