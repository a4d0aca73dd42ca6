/**
 * How a remote load failed, in the words of the release registry's reports (issue 28). The
 * federation runtime names its failures by code in the message (`#RUNTIME-008`); webpack names a
 * lazy chunk that did not arrive `ChunkLoadError`. Kept pure (errors in, a kind out) for its tests.
 */
export type LoadFailureKind = 'entry-failed' | 'chunk-failed' | 'evaluate-failed' | 'render-error';

/** The manifest or the entry script did not arrive (network, 404, CORS, not a manifest). */
const entryCodes = ['RUNTIME-003', 'RUNTIME-007', 'RUNTIME-011', 'RUNTIME-013'];
/** The entry arrived but gave no container: it threw while evaluated or set nothing. */
const evaluateCodes = ['RUNTIME-001', 'RUNTIME-002', 'RUNTIME-015'];

/** The error and its causes (loadRemoteModule wraps the runtime's error), outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current !== undefined && current !== null && chain.length < 5) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** The kind of a failure to load a remote's module (its area has not rendered yet). */
export function loadFailureKind(error: unknown): Exclude<LoadFailureKind, 'render-error'> {
  for (const link of chainOf(error)) {
    const name = link instanceof Error ? link.name : '';
    const message = link instanceof Error ? link.message : String(link);
    if (name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(message))
      return 'chunk-failed';
    if (name === 'ScriptExecutionError' || message.includes('ScriptExecutionError'))
      return 'evaluate-failed';
    if (message.includes('RUNTIME-008') || name === 'ScriptNetworkError') return 'entry-failed';
    if (entryCodes.some((code) => message.includes(code))) return 'entry-failed';
    if (evaluateCodes.some((code) => message.includes(code))) return 'evaluate-failed';
  }
  // The entry and its chunks arrived, and then the exposed module's code threw.
  return 'evaluate-failed';
}
