// The services' feature modules (`src/modules/<feature>/`) meet only through their faces.
import path from 'node:path';

const modulePath = /^(.*[/\\]src[/\\]modules)[/\\]([^/\\]+)(?:[/\\](.*))?$/;
const face = /^(?:index(?:\.[cm]?[jt]s)?)?$/;

/** Where a path lies among a service's modules: the modules folder, the module, the rest. */
function placeOf(file) {
  const match = modulePath.exec(file);
  return match ? { modules: match[1], name: match[2], rest: match[3] ?? '' } : undefined;
}

/**
 * A file of one module imports another module only through its face (`../<other>` or
 * `../<other>/index`), never its repository, routes, domain or migrations. Files outside the
 * modules (the app's composition root: app.ts, migrations.ts, seed.ts, tests) are not bound.
 */
const faceOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature module uses another only through its index.ts face' },
    schema: [],
    messages: {
      throughFace:
        "Module '{{from}}' reaches into module '{{to}}' ({{source}}): import its face '{{face}}' instead (index.ts exports what other modules may use).",
    },
  },
  create(context) {
    const importer = placeOf(context.filename);
    if (!importer) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!target || target.modules !== importer.modules || target.name === importer.name) return;
      if (face.test(target.rest)) return;
      const faceSource = path.relative(
        path.dirname(context.filename),
        path.join(target.modules, target.name),
      );
      context.report({
        node: node.source,
        messageId: 'throughFace',
        data: { from: importer.name, to: target.name, source, face: faceSource },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const moduleBoundaries = { rules: { 'face-only': faceOnly } };
