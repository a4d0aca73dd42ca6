import { randomUUID } from 'node:crypto';
import { canaryBucket, drawsCanary } from '../src';

const visitors = Array.from({ length: 10_000 }, () => randomUUID());
const share = (version: string, percent: number) =>
  visitors.filter((visitor) => drawsCanary(visitor, version, percent)).length / visitors.length;

describe('the canary split', () => {
  it('gives a 10% canary to 9-11% of 10,000 visitors, for any canary version', () => {
    for (const version of ['3f9a2c01b7de', '0000000000aa', 'c0ffee123456']) {
      const drawn = share(version, 10);
      expect(drawn).toBeGreaterThanOrEqual(0.09);
      expect(drawn).toBeLessThanOrEqual(0.11);
    }
  });

  it('keeps each visitor on the same side of one canary, and draws anew for another', () => {
    const first = visitors.map((visitor) => drawsCanary(visitor, '3f9a2c01b7de', 10));
    const again = visitors.map((visitor) => drawsCanary(visitor, '3f9a2c01b7de', 10));
    expect(again).toEqual(first);
    const next = visitors.map((visitor) => drawsCanary(visitor, '77aa2c01b7de', 10));
    expect(next).not.toEqual(first);
  });

  it('grows the canary without moving anyone out of it', () => {
    for (const visitor of visitors.slice(0, 2_000)) {
      if (drawsCanary(visitor, '3f9a2c01b7de', 10))
        expect(drawsCanary(visitor, '3f9a2c01b7de', 50)).toBe(true);
    }
  });

  it('gives nobody a 0% canary and everybody a 100% one', () => {
    expect(share('3f9a2c01b7de', 0)).toBe(0);
    expect(share('3f9a2c01b7de', 100)).toBe(1);
    expect(canaryBucket('a', 'b')).toBeLessThan(10_000);
  });
});
