/**
 * `pnpm release <command>`: a frontend team releases its remote alone (issue 28).
 *   publish <remote> [--no-build] [--promote | --no-promote]
 *   canary <remote> <version> <percent>
 *   promote <remote> [<version>]
 *   rollback <remote> [<version>]
 *   status
 * Every channel change takes `--reason "..."` (a default names the command). The registry and
 * the token come from RELEASE_REGISTRY_URL and RELEASE_TOKEN (./release-config.ts).
 */
import { ApiError } from '../../packages/api-client/src';
import { canary, promote, publish, rollback, status, type CommandContext } from './commands';
import { readReleaseSettings, registryClient } from './release-config';

const usage = `usage: pnpm release publish <remote> [--no-build] [--promote|--no-promote]
       pnpm release canary <remote> <version> <percent> [--reason "..."]
       pnpm release promote <remote> [<version>] [--reason "..."]
       pnpm release rollback <remote> [<version>] [--reason "..."]
       pnpm release status
remotes: mfeSellerDashboard, mfeDropEditor, mfeProfile, mfeAdmin (or their folders)
environment: RELEASE_REGISTRY_URL (default http://localhost:8080/api/v1), RELEASE_TOKEN`;

function parse(argv: string[]) {
  const words: string[] = [];
  const flags = new Set<string>();
  let reason: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const word = argv[index]!;
    if (word === '--reason') reason = argv[(index += 1)];
    else if (word.startsWith('--')) flags.add(word);
    else words.push(word);
  }
  return { words, flags, reason };
}

async function main(argv: string[]): Promise<number> {
  const { words, flags, reason } = parse(argv);
  const [command, ...rest] = words;
  const commands: Record<
    string,
    { arity: [number, number]; run: (context: CommandContext) => Promise<unknown> }
  > = {
    publish: { arity: [1, 1], run: (context) => publish(context, rest[0]!) },
    canary: { arity: [3, 3], run: (context) => canary(context, rest[0]!, rest[1]!, rest[2]!) },
    promote: { arity: [1, 2], run: (context) => promote(context, rest[0]!, rest[1]) },
    rollback: { arity: [1, 2], run: (context) => rollback(context, rest[0]!, rest[1]) },
    status: { arity: [0, 0], run: (context) => status(context) },
  };
  const chosen = command ? commands[command] : undefined;
  if (
    !chosen ||
    rest.length < chosen.arity[0] ||
    rest.length > chosen.arity[1] ||
    flags.has('--help')
  ) {
    console.error(usage);
    return 2;
  }
  const settings = readReleaseSettings();
  const client = await registryClient(settings);
  await chosen.run({ client, settings, reason, flags, out: (line) => console.log(line) });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ApiError) {
      console.error(`${error.status ?? 'network'}: ${error.message}`);
      for (const [field, message] of Object.entries(error.fieldErrors))
        console.error(`  ${field}: ${message}`);
    } else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
