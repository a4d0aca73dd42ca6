import { acquireSharedStack } from './shared-stack';

/** Jest `globalSetup` of the preset: starts the run's shared stack (or joins it). */
export default async function globalSetup(): Promise<void> {
  await acquireSharedStack();
}
