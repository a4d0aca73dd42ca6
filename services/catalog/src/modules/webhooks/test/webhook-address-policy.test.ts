import { webhookMessages } from '@drops/contracts';
import { isPublicAddress, type ResolveHost } from '../domain/address-policy';
import { insertSeller, startCatalog, type CatalogTest } from '../../../../test/fixtures';
import { register, sendTest, waitForDeliveries } from './webhook-requests';

/**
 * Teredo (2001::/32) writes the server's IPv4 in bits 32-63 and the client's, inverted, in the
 * last 32 bits: these build one from the two IPv4 addresses, so a row says what it means.
 */
function teredo(server: string, client: string): string {
  const words = (address: string) => {
    const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
    return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  const inverted = (address: string) =>
    words(address).map((word) => (parseInt(word, 16) ^ 0xffff).toString(16));
  return ['2001', '0', ...words(server), '0', '0', ...inverted(client)].join(':');
}

// Every spelling an attacker may give for a place we must never call, and what it embeds.
const refused: string[] = [
  // IPv4-compatible (::a.b.c.d), the one the outside testers registered, in its spellings
  '::127.0.0.1',
  '::7f00:1',
  '::7F00:0001',
  '0:0:0:0:0:0:127.0.0.1',
  '0000:0000:0000:0000:0000:0000:7f00:0001',
  '[::127.0.0.1]',
  '[::7f00:1]',
  '::10.0.0.1',
  '::a9fe:a9fe',
  // IPv4-mapped (::ffff:a.b.c.d)
  '::ffff:127.0.0.1',
  '::FFFF:127.0.0.1',
  '::ffff:7f00:1',
  '0:0:0:0:0:FFFF:7F00:0001',
  '[::ffff:7f00:1]',
  '::ffff:a9fe:a9fe',
  '::ffff:10.0.0.1',
  '::ffff:c0a8:101',
  // NAT64 (64:ff9b::/96), and the local-use prefix 64:ff9b:1::/48 (outside 2000::/3)
  '64:ff9b::127.0.0.1',
  '64:ff9b::7f00:1',
  '64:FF9B:0:0:0:0:a9fe:a9fe',
  '64:ff9b::192.168.0.1',
  '64:ff9b:1::808:808',
  // 6to4 (2002::/16): the IPv4 is bits 16-47
  '2002:7f00:1::',
  '2002:7F00:0001:0:0:0:0:1',
  '2002:a9fe:a9fe::1',
  '2002:c0a8:101::1',
  '2002:a00:1::',
  // Teredo: private server, private client, either is enough
  teredo('8.8.8.8', '127.0.0.1'),
  teredo('10.0.0.1', '8.8.8.8'),
  teredo('8.8.8.8', '169.254.169.254'),
  teredo('192.168.1.1', '192.168.1.2').toUpperCase(),
  // no IPv4 inside: loopback, unspecified, link-local, zone ids, unique local, multicast...
  '::1',
  '0:0:0:0:0:0:0:1',
  '::',
  'fe80::1',
  'FE80::1%eth0',
  'fe80::1%25eth0',
  '[fe80::1%eth0]',
  '2606:4700:4700::1111%eth0',
  'fc00::1',
  'fd12:3456::1',
  'ff02::1',
  'fec0::1',
  '100::1',
  // ...and everything outside 2000::/3, or inside it but not global (documentation, benchmarking)
  '1::',
  '4000::1',
  'e000::1',
  '::ffff:0:7f00:1',
  '2001:db8::1',
  '3fff::1',
  '2001:2::1',
  '2001:10::1',
  // IPv4 itself, and what is no address at all
  '127.0.0.1',
  '10.1.2.3',
  '172.16.0.1',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.1',
  '192.0.2.1',
  '127.1',
  '2130706433',
  'not-an-address',
  '',
  '[::1',
  ':::1',
  '::ffff:127.0.0.1.',
];

const allowed: string[] = [
  '8.8.8.8',
  '93.184.216.34',
  '2606:4700:4700::1111',
  '2606:4700:4700:0000:0000:0000:0000:1111',
  '2606:4700:4700::1111'.toUpperCase(),
  '[2606:4700:4700::1111]',
  '2a00:1450:4001:82a::200e',
  '::ffff:8.8.8.8',
  '::ffff:808:808',
  '::8.8.8.8',
  '64:ff9b::8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
  teredo('8.8.8.8', '1.1.1.1'),
];

describe('webhook targets: only global unicast, an embedded IPv4 judged as the IPv4 it is', () => {
  it(`refuses ${refused.length} spellings of places that are not public`, () => {
    expect(refused.length).toBeGreaterThanOrEqual(40);
    const wronglyAllowed = refused.filter((address) => isPublicAddress(address));
    expect(wronglyAllowed).toEqual([]);
  });

  it(`allows ${allowed.length} spellings of public addresses`, () => {
    const wronglyRefused = allowed.filter((address) => !isPublicAddress(address));
    expect(wronglyRefused).toEqual([]);
  });

  describe('through the real service, private targets not allowed', () => {
    let catalog: CatalogTest;
    let lookups = 0;
    // Public at registration, then an IPv4-compatible loopback at delivery (DNS rebinding).
    const rebinding: ResolveHost = async (hostname) => {
      if (hostname !== 'rebind-v6.drops.test') throw new Error('ENOTFOUND');
      lookups += 1;
      return [
        lookups === 1
          ? { address: '93.184.216.34', family: 4 }
          : { address: '::7f00:1', family: 6 },
      ];
    };

    beforeAll(async () => {
      catalog = await startCatalog(undefined, {
        webhooks: {
          allowPrivate: false,
          resolve: rebinding,
          pollMs: 50,
          timeoutMs: 1_000,
          retry: { baseDelayMs: 50, maxDelayMs: 200 },
        },
      });
    });
    afterAll(() => catalog.close());

    it('refuses https://[::127.0.0.1]/ at registration with the private-address answer', async () => {
      const sellerId = await insertSeller(catalog.app.db);
      for (const url of [
        'https://[::127.0.0.1]/',
        'https://[::ffff:7f00:1]/hook',
        'https://[64:ff9b::a9fe:a9fe]/latest/meta-data',
        'https://[2002:7f00:1::]/hook',
      ]) {
        const response = await register(catalog.app, sellerId, { url, events: ['drop.live'] });
        expect([url, response.statusCode, response.json()]).toEqual([
          url,
          400,
          {
            success: false,
            code: 'VALIDATION_ERROR',
            requestId: expect.any(String),
            error: webhookMessages.urlPrivate,
            errors: { url: webhookMessages.urlPrivate },
          },
        ]);
      }
    });

    it('refuses an IPv4-compatible loopback again at delivery', async () => {
      const { app } = catalog;
      const sellerId = await insertSeller(app.db);
      const created = await register(app, sellerId, {
        url: 'https://rebind-v6.drops.test/hook',
        events: ['drop.published'],
      });
      expect(created.statusCode).toBe(201);
      const endpointId = created.json().data._id as string;
      await sendTest(app, sellerId, endpointId);
      const attempt = await waitForDeliveries(
        app,
        sellerId,
        endpointId,
        ([delivery]) => delivery?.attempts[0],
      );
      expect(attempt.statusCode).toBeNull();
      expect(attempt.error).toMatch(/^refused: .*::7f00:1/);
    });
  });
});
