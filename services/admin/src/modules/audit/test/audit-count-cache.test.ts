import { createAuditCountCache } from '../audit-count-cache';

/** The audit log's totals: exact while small, reused (and refreshed behind) once large. */
describe('audit count cache', () => {
  it('counts small totals every time', async () => {
    const cache = createAuditCountCache({ exactBelow: 100 });
    let value = 5;
    expect(await cache.get('k', async () => value)).toBe(5);
    value = 6;
    expect(await cache.get('k', async () => value)).toBe(6);
  });

  it('reuses a large total, then serves it while a refresh runs, then the new one', async () => {
    const cache = createAuditCountCache({ exactBelow: 100, ttlMs: 20 });
    let counts = 0;
    let value = 1_000;
    const count = async () => {
      counts += 1;
      return value;
    };
    expect(await cache.get('k', count)).toBe(1_000);
    value = 1_001;
    expect(await cache.get('k', count)).toBe(1_000);
    expect(counts).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await cache.get('k', count)).toBe(1_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(counts).toBe(2);
    expect(await cache.get('k', count)).toBe(1_001);
    // Each filter has its own total.
    expect(await cache.get('other', async () => 7)).toBe(7);
  });
});
