import { Outbox } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { buildApp, sellerMigrations } from '../../../app';
import { reviewReasonCodes, sellerFieldList, type Seller } from '@drops/contracts';
import type { NewSellerValues, SellerChanges } from '../seller-row';
import {
  createSellersRepository,
  SellerUniqueViolation,
  type SellersRepository,
} from '../sellers-repository';
import { completeBody, password, uniqueIdentity } from '../../../../test/helpers';

/**
 * The sellers repository against both databases: MariaDB (the real target) and SQLite (the
 * embedded default), which disagree on booleans, JSON columns and errors.
 */
const databases: [string, string | undefined][] = [
  ['MariaDB', undefined],
  ['SQLite', 'sqlite:x'],
];

function newSeller(overrides: Partial<NewSellerValues> = {}): NewSellerValues {
  return {
    ...uniqueIdentity(),
    passwordHash: 'scrypt$1$1$1$c2FsdA==$aGFzaA==',
    fullName: 'Round Trip',
    accountType: 'flex',
    roles: ['creator', 'somethingElse'],
    somethingElseText: 'Tapes',
    profileImage: 'seller-profiles/r/t.png',
    country: 'DE',
    bio: 'Bio',
    portfolioLink: 'https://example.com',
    moodboardImage: '',
    vision: 'Vision',
    isApproved: false,
    isActive: true,
    firstLogin: true,
    invitation: null,
    ...overrides,
  };
}

describe.each(databases)('sellers repository on %s', (_name, url) => {
  let database: TestDatabase;
  let sellers: SellersRepository;

  beforeAll(async () => {
    database = await createTestDatabase(url, [sellerMigrations]);
    const outbox = new Outbox(database.knex, {
      owner: 'seller',
      subscribers: [],
      deliver: async () => {},
    });
    sellers = createSellersRepository(database.knex, outbox);
  });
  afterAll(async () => database.destroy());

  it('round-trips every field with the API types', async () => {
    const values = newSeller({ email: 'Mixed.Case@Example.COM' });
    const created = await sellers.create(values);
    const read = await sellers.findById(created._id);
    expect(read).toEqual(created);
    expect(read).toMatchObject({
      username: values.username,
      email: 'mixed.case@example.com',
      fullName: 'Round Trip',
      accountType: 'flex',
      role: ['creator', 'somethingElse'],
      roles: ['creator', 'somethingElse'],
      somethingElseText: 'Tapes',
      country: 'DE',
      isPrivateProfile: false,
      isRequestedforSell: false,
      isApproved: false,
      isActive: true,
      firstLogin: true,
      invitation: null,
      followersCount: 0,
      sales: 0,
      trustScore: 0,
    });
    expect(typeof read?.isActive).toBe('boolean');
    expect(read?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(read).not.toHaveProperty('passwordHash');
    expect(read).not.toHaveProperty('password');
  });

  it('finds credentials by email without regard to case', async () => {
    const values = newSeller();
    const created = await sellers.create(values);
    const credentials = await sellers.findCredentialsByEmail(values.email.toUpperCase());
    expect(credentials?.seller._id).toBe(created._id);
    expect(credentials?.passwordHash).toBe(values.passwordHash);
    expect(await sellers.findCredentialsByEmail('missing@example.com')).toBeNull();
  });

  it('reports which of email and username are taken, except by the seller itself', async () => {
    const values = newSeller();
    const created = await sellers.create(values);
    expect(
      await sellers.findTaken({ email: values.email, username: values.username.toUpperCase() }),
    ).toEqual({ email: true, username: true });
    expect(
      await sellers.findTaken({
        email: values.email,
        username: values.username,
        exceptId: created._id,
      }),
    ).toEqual({ email: false, username: false });
    expect(await sellers.findTaken({ email: 'free@example.com' })).toEqual({
      email: false,
      username: false,
    });
  });

  it('turns unique-index violations into SellerUniqueViolation naming the field', async () => {
    const values = newSeller();
    await sellers.create(values);
    const sameEmail = sellers.create(newSeller({ email: values.email.toUpperCase() }));
    await expect(sameEmail).rejects.toBeInstanceOf(SellerUniqueViolation);
    await expect(sameEmail).rejects.toMatchObject({ field: 'email' });
    await expect(
      sellers.create(newSeller({ username: values.username.toUpperCase() })),
    ).rejects.toMatchObject({ field: 'username' });

    const other = await sellers.create(newSeller());
    await expect(sellers.update(other._id, { email: values.email })).rejects.toMatchObject({
      field: 'email',
    });
  });

  it('updates inside a transaction, booleans and JSON included', async () => {
    const created = await sellers.create(newSeller());
    const updated = await database.knex.transaction(async (trx) => {
      const locked = await sellers.findByIdForUpdate(created._id, trx);
      expect(locked?._id).toBe(created._id);
      return sellers.update(
        created._id,
        {
          roles: ['brand'],
          isPrivateProfile: true,
          isRequestedforSell: true,
          invitation: 'invited',
          firstLogin: false,
          username: 'Renamed_Seller',
        },
        trx,
      );
    });
    expect(updated).toMatchObject({
      roles: ['brand'],
      role: ['brand'],
      isPrivateProfile: true,
      isRequestedforSell: true,
      invitation: 'invited',
      firstLogin: false,
      username: 'Renamed_Seller',
    });
    expect(await sellers.findTaken({ username: 'renamed_seller' })).toMatchObject({
      username: true,
    });
    expect(await sellers.update('ffffffffffffffffffffffff', { bio: 'x' })).toBeNull();
  });

  it('stores and reads back every field a service may change (one per declaration)', async () => {
    const created = await sellers.create(newSeller());
    const identity = uniqueIdentity();
    // `Required`: a field declared in seller-fields.ts and missing here fails to compile.
    const changes = {
      ...identity,
      passwordHash: 'scrypt$1$1$1$c2FsdA==$b3RoZXI=',
      fullName: 'Every Field',
      accountType: 'sell',
      roles: ['brand', 'collector'],
      somethingElseText: 'Other',
      profileImage: 'seller-profiles/e/f.png',
      country: 'FR',
      bio: 'Another bio',
      portfolioLink: 'https://example.org/work',
      moodboardImage: 'seller-moodboards/e/f.png',
      vision: 'Another vision',
      isPrivateProfile: true,
      isRequestedforSell: true,
      isApproved: true,
      isActive: false,
      invitation: 'accepted',
      firstLogin: false,
      reviewReason: reviewReasonCodes[0] ?? null,
      reviewNote: 'A note',
      reviewedAt: 1_700_000_000_000,
      sellRequestedAt: 1_700_000_001_000,
      emailNotifications: false,
      timeZone: 'Europe/Paris',
      emailVerifiedAt: 1_700_000_002_000,
      pendingEmail: 'next.address@example.com',
    } satisfies Required<SellerChanges>;
    await sellers.update(created._id, changes);

    const record = await sellers.findRecordById(created._id);
    const credentials = await sellers.findCredentialsByEmail(identity.email);
    const shown = sellerFieldList.filter((field) => !field.serverKept && !field.view);
    for (const { name } of shown)
      expect([name, record?.seller[name as keyof Seller]]).toEqual([
        name,
        changes[name as keyof typeof changes],
      ]);
    expect(record?.seller.roles).toEqual(changes.roles);
    expect(record?.seller.emailVerified).toBe(true);
    expect(credentials?.passwordHash).toBe(changes.passwordHash);
    expect(record?.review).toEqual({
      reason: changes.reviewReason,
      note: changes.reviewNote,
      decidedAt: new Date(changes.reviewedAt).toISOString(),
      requestedAt: new Date(changes.sellRequestedAt).toISOString(),
    });
  });
});

describe('the service on the embedded SQLite database', () => {
  let database: TestDatabase;
  let app: ServiceApp;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite:x', [sellerMigrations]);
    app = await buildApp({
      database: { knex: database.knex },
      tokenSecrets: developmentTokenSecrets,
      logLevel: 'silent',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('signs up, signs in, reads and edits a seller', async () => {
    const body = completeBody();
    const complete = await app.inject({
      method: 'POST',
      url: '/seller/register/complete',
      payload: body,
    });
    expect(complete.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/seller/login',
      payload: { email: body.email, password },
    });
    expect(login.statusCode).toBe(200);
    const { token, seller } = login.json().data;
    const headers = { authorization: `Bearer ${token}` };
    const edit = await app.inject({
      method: 'PUT',
      url: `/seller/${seller._id}`,
      headers,
      payload: { isRequestedforSell: true, roles: ['cultural'] },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ isRequestedforSell: true, roles: ['cultural'] });
    const read = await app.inject({ url: `/seller/${seller._id}`, headers });
    expect(read.json().data).toEqual({ ...edit.json().data, review: expect.any(Object) });
    const duplicate = await app.inject({
      method: 'POST',
      url: '/seller/register/complete',
      payload: body,
    });
    expect(duplicate.statusCode).toBe(400);
  });
});
