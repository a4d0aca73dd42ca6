import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { keptChunk } from '../src/app/kept-chunk';

const greetingModule = { Greeting: () => <p>Hello from the chunk</p> };

it('answers a loaded chunk at once, so React.lazy renders it without its fallback (issue 28)', async () => {
  let loads = 0;
  const chunk = keptChunk(async () => {
    loads += 1;
    return greetingModule;
  });
  await chunk();

  let calledBack = false;
  void chunk().then(() => (calledBack = true));
  expect(calledBack).toBe(true);

  const Greeting = lazy(() => chunk().then((module) => ({ default: module.Greeting })));
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Greeting />
    </Suspense>,
  );
  // Synchronously, with no act() flushing a promise: the fallback was never shown.
  expect(screen.getByText('Hello from the chunk')).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  expect(loads).toBe(1);
});

it('shares one load while it is in flight, and loads afresh after a failure', async () => {
  let loads = 0;
  const chunk = keptChunk(async () => {
    loads += 1;
    if (loads === 1) throw new Error('chunk failed');
    return greetingModule;
  });
  const first = chunk();
  expect(chunk()).toBe(first);
  await expect(first).rejects.toThrow('chunk failed');

  const Greeting = lazy(() => chunk().then((module) => ({ default: module.Greeting })));
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Greeting />
    </Suspense>,
  );
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await act(async () => undefined);
  expect(screen.getByText('Hello from the chunk')).toBeInTheDocument();
  expect(loads).toBe(2);
});
