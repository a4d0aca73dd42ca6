import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startedForTests } from '@drops/service-kit/testing';
import {
  failedAnswers,
  sendSavesAtOnce,
  signUpSavingSeller,
  startLocalStack,
  unreadableSaves,
} from '@drops/stack';
import { stackForTests } from './fixtures';

/**
 * Issue 27 item 3: profile saves (seller service) and drop saves (catalog) sent at the same
 * moment through the gateway never fail, on the embedded default (the services and the gateway as
 * processes of their own on SQLite, as `npm start` runs them) and on MariaDB; every save can be
 * read back afterwards.
 */
jest.setTimeout(120_000);

const sellers = 4;
const saves = 300;

async function expectEverySaveKept(apiUrl: string): Promise<void> {
  const savers = await Promise.all(
    Array.from({ length: sellers }, () => signUpSavingSeller(apiUrl)),
  );
  const answers = await sendSavesAtOnce(apiUrl, savers, saves);
  expect(failedAnswers(answers)).toEqual({});
  expect(await unreadableSaves(apiUrl, answers)).toEqual([]);
}

describe('on the embedded default (SQLite, the services as processes)', () => {
  const local = startedForTests(
    async () => {
      const dataFolder = await mkdtemp(path.join(tmpdir(), 'concurrent-saves-'));
      return { dataFolder, ...(await startLocalStack({ dataFolder })) };
    },
    async ({ stop, dataFolder }) => {
      await stop();
      await rm(dataFolder, { recursive: true, force: true });
    },
  );

  it('answers 2xx to every one of many profile and drop saves sent at once, and keeps each', async () => {
    await expectEverySaveKept(local.apiUrl);
  });
});

describe('on MariaDB', () => {
  const stack = stackForTests();

  it('answers 2xx to every one of many profile and drop saves sent at once, and keeps each', async () => {
    await expectEverySaveKept(stack.apiUrl);
  });
});
