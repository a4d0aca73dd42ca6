// Where the in-process stack's parts listen: the stack's one assembly (tooling/stack) decides.
export {
  listenLocally as listen,
  /** A port free right now: the catalog must know the gateway's address before the gateway starts. */
  freePort,
} from '@drops/stack';
