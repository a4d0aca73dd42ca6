import { releaseSharedStack } from './shared-stack';

/** Jest `globalTeardown` of the preset: the last project to finish stops the stack. */
export default async function globalTeardown(): Promise<void> {
  await releaseSharedStack();
}
