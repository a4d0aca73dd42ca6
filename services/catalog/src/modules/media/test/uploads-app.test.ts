import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { serverMessages, type SingleUploadResponse } from '@drops/contracts';
import { buildApp, catalogMigrations } from '../../../app';

// The shared preset's testTimeout is a global option, ignored when Jest runs the workspace projects.
jest.setTimeout(60_000);

/** The upload routes as the real catalog app mounts them (config-shaped storage, SQLite too). */
describe.each(['mysql', 'sqlite'])('uploads in the catalog app (%s)', (kind) => {
  let database: TestDatabase;
  let directory: string;
  let app: ServiceApp;
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const file = {
    fileName: 'me.png',
    fileType: 'image/png',
    fileSize: png.length,
    fileData: png.toString('base64'),
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind === 'sqlite' ? 'sqlite:x' : undefined, [
      catalogMigrations,
    ]);
    directory = await mkdtemp(path.join(tmpdir(), 'catalog-uploads-app-'));
    app = await buildApp({
      database: { knex: database.knex },
      tokenSecrets: developmentTokenSecrets,
      storage: {
        kind: 'local',
        directory,
        signingSecret: 'uploads-app-test-secret',
        publicBaseUrl: 'http://localhost:8080/api/v1/s3/files',
      },
      logLevel: 'silent',
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.destroy();
    await rm(directory, { recursive: true, force: true });
  });

  it('uploads, signs through the gateway address, and serves the file', async () => {
    const upload = await app.inject({
      method: 'POST',
      url: '/s3/seller/profile-image-upload',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(file),
    });
    expect(upload.statusCode).toBe(200);
    const { key, url } = upload.json<SingleUploadResponse>();
    expect(url.startsWith(`http://localhost:8080/api/v1/s3/files/${key}?expires=`)).toBe(true);

    const signed = await app.inject({ method: 'GET', url: `/s3/get-signed-url/${key}` });
    expect(signed.statusCode).toBe(200);
    const served = await app.inject({
      method: 'GET',
      url: signed.json().signedUrl.replace('http://localhost:8080/api/v1', ''),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a broken multipart body with 400 and a text body with 415, never a 500', async () => {
    const brokenMultipart = await app.inject({
      method: 'POST',
      url: '/s3/seller/moodboard-image-upload',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: JSON.stringify(file),
    });
    expect(brokenMultipart.statusCode).toBe(400);
    expect(brokenMultipart.json()).toMatchObject({
      success: false,
      error: serverMessages.invalidRequestBody,
    });
    const text = await app.inject({
      method: 'POST',
      url: '/s3/seller/profile-image-upload',
      headers: { 'content-type': 'text/plain' },
      payload: 'not an image',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ success: false });
  });

  it('answers an unencoded http(s) link as it is', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/s3/get-signed-url/https://cdn.example.com/a/b.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().signedUrl).toBe('https://cdn.example.com/a/b.png');
  });

  it('keeps the 1 MB default body limit on the other routes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/collections',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${app.signToken('seller', '0123456789abcdef01234567')}`,
      },
      payload: JSON.stringify({ collectionName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(serverMessages.payloadTooLarge);
  });
});
