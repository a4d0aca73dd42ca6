import { tinyPng } from './fixtures';

/** Seeded generators of hostile request data for the fuzz test. */

/** mulberry32: small, fast and good enough to spread the cases. */
export function prng(initial: number) {
  let state = initial >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof prng>;

export const dangerousKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
];

const stringSamples = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'ｆｕｌｌｗｉｄｔｈ',
  'e\u0301\u0301\u0301',
  '\u200b\u200d\ufeff',
  '🧵🔥👩🏽‍🎤',
  '\ud800',
  "' OR '1'='1",
  '"; DROP TABLE sellers; --',
  '../../../../etc/passwd',
  'products/../../secret.png',
  'seller-profiles/a/b.png',
  'products/x/y.png',
  'https://example.com/a',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00%2e%2e%2f',
  'null',
  'undefined',
  'NaN',
  'true',
  '2025-02-30',
  '2030-01-01T00:00:00.000Z',
  'Published',
  'draft',
  'flex',
  'sell',
  'invited',
  '24H',
  'admin@drops.local',
  'not-an-email',
  'a@b.c',
  'data:image/png;base64,',
];

const numberSamples = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.0001,
  1e308,
  -1e308,
  2 ** 53 + 1,
  999999999999,
  3.14159,
  100,
  101,
  240,
  241,
];

export function randomString(random: Random): string {
  const roll = random.int(6);
  if (roll === 0) return random.pick(stringSamples);
  if (roll === 1) return random.pick(stringSamples).repeat(1 + random.int(300));
  if (roll === 2)
    return 'x'.repeat(random.pick([3, 30, 31, 100, 101, 240, 241, 255, 256, 5000, 60_000]));
  if (roll === 3)
    return Array.from({ length: random.int(40) }, () =>
      String.fromCodePoint(random.int(0x2ffff)),
    ).join('');
  if (roll === 4)
    return `${random.pick(['', 'seller-moodboards/', 'products/', 'seller-profiles/'])}${random.int(1e9).toString(36)}.${random.pick(['png', 'mp4', 'exe', ''])}`;
  return Buffer.from(Array.from({ length: random.int(64) }, () => random.int(256))).toString(
    random.pick(['base64', 'hex', 'latin1'] as const),
  );
}

export function defineKey(target: Record<string, unknown>, key: string, value: unknown) {
  // defineProperty keeps `__proto__` an ordinary key, so JSON.stringify sends it as written.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
}

export function randomValue(random: Random, fields: readonly string[], depth = 0): unknown {
  const roll = random.int(depth > 3 ? 5 : 8);
  if (roll === 0) return randomString(random);
  if (roll === 1) return random.pick(numberSamples);
  if (roll === 2) return random.chance(0.5);
  if (roll === 3) return null;
  if (roll === 4) return random.pick(stringSamples);
  if (roll === 5)
    return Array.from({ length: random.int(7) }, () => randomValue(random, fields, depth + 1));
  return randomObject(random, fields, depth + 1);
}

export function randomObject(
  random: Random,
  fields: readonly string[],
  depth = 0,
): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  const count = random.int(8);
  for (let index = 0; index < count; index += 1) {
    const key = random.chance(0.2)
      ? random.pick(dangerousKeys)
      : random.chance(0.7) && fields.length > 0
        ? random.pick(fields)
        : randomString(random).slice(0, 40);
    defineKey(target, key, randomValue(random, fields, depth));
  }
  return target;
}

/** A base64 file: sometimes a real PNG head with garbage after it, sizes right or wrong. */
export function randomFile(random: Random): Record<string, unknown> {
  const bytes = random.chance(0.5)
    ? Buffer.concat([
        tinyPng.subarray(0, random.int(tinyPng.length + 1)),
        Buffer.alloc(random.int(2000), random.int(256)),
      ])
    : Buffer.from(Array.from({ length: random.int(3000) }, () => random.int(256)));
  const file: Record<string, unknown> = {
    fileName: random.chance(0.8) ? 'file.png' : randomValue(random, []),
    fileType: random.pick(['image/png', 'video/mp4', 'text/html', '', 'image/svg+xml']),
    fileSize: random.chance(0.6) ? bytes.length : random.pick(numberSamples),
    fileData: random.chance(0.8)
      ? `${random.chance(0.3) ? 'data:image/png;base64,' : ''}${bytes.toString('base64')}${random.chance(0.2) ? '!!' : ''}`
      : randomValue(random, []),
  };
  if (random.chance(0.2)) defineKey(file, random.pick(dangerousKeys), { polluted: true });
  return file;
}
