// Validates Kubernetes objects (YAML documents on stdin, as `kubectl kustomize` prints them)
// against the official OpenAPI schemas, with the kubernetes-models package's classes:
//   kubectl kustomize deploy/k8s/overlays/prod | node deploy/validate-manifests.mjs
// Prints one JSON line per object ({ kind, name, error }), exits 1 if any is invalid or of a kind
// it has no schema for. An ES module because kubernetes-models is published as ES modules only.
import { text } from 'node:stream/consumers';
import { parseAllDocuments } from 'yaml';

/** `apps/v1` → the `kubernetes-models/apps/v1` module; the core group (`v1`) → `kubernetes-models/v1`. */
async function modelOf(apiVersion, kind) {
  try {
    const models = await import(`kubernetes-models/${apiVersion}`);
    return models[kind];
  } catch {
    return undefined;
  }
}

async function main() {
  const documents = parseAllDocuments(await text(process.stdin));
  let failed = 0;
  for (const document of documents) {
    if (document.errors.length > 0) throw document.errors[0];
    const object = document.toJS();
    if (object === null) continue;
    const name = object.metadata?.name;
    const Model = await modelOf(object.apiVersion, object.kind);
    let error = null;
    if (!Model) error = `no schema for ${object.apiVersion} ${object.kind}`;
    else {
      try {
        new Model(object).validate();
      } catch (validationError) {
        error = String(validationError.message ?? validationError);
      }
    }
    if (error) failed += 1;
    process.stdout.write(`${JSON.stringify({ kind: object.kind, name, error })}\n`);
  }
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
