import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const eslint = path.join(root, 'node_modules/.bin/eslint');

/** Lints `source` as if it were `file` (relative to the repository): the messages ESLint gives. */
function lint(file: string, source: string): string[] {
  const result = spawnSync(eslint, ['--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as [{ messages: { message: string }[] }];
  return report.messages.map((message) => message.message);
}

describe("the admin service's modules meet only through their faces", () => {
  const file = 'services/admin/src/modules/exports/routes/probe.ts';

  it("refuses another module's repository or domain file", () => {
    const output = lint(
      file,
      [
        "import { auditLogRepository } from '../../audit/audit-log-repository';",
        "import { auditFiltersOf } from '../../audit/domain/audit-filters';",
        'export const probe = [auditLogRepository, auditFiltersOf];',
        '',
      ].join('\n'),
    );
    expect(output).toEqual([
      expect.stringContaining(
        "Module 'exports' reaches into module 'audit' (../../audit/audit-log-repository)",
      ),
      expect.stringContaining(
        "Module 'exports' reaches into module 'audit' (../../audit/domain/audit-filters)",
      ),
    ]);
  });

  it("lets a module use another's face and its own files", () => {
    const output = lint(
      file,
      [
        "import { auditFiltersOf } from '../../audit';",
        "import { csvRow } from '../domain/csv';",
        'export const probe = [auditFiltersOf, csvRow];',
        '',
      ].join('\n'),
    );
    expect(output).toEqual([]);
  });
});
