import type { OpenApiDocument, OpenApiMediaType, OpenApiOperation } from './public-document';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const schemaBlock = (content: Record<string, OpenApiMediaType> | undefined) =>
  Object.entries(content ?? {})
    .map(
      ([mediaType, media]) =>
        `<details><summary>${escapeHtml(mediaType)}</summary><pre>${escapeHtml(
          JSON.stringify(media.schema ?? {}, null, 2),
        )}</pre></details>`,
    )
    .join('');

const anchorOf = (method: string, path: string) =>
  `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-$/, '');

function operationSection(path: string, method: string, operation: OpenApiOperation): string {
  const security = operation.security?.flatMap((entry) => Object.keys(entry)) ?? [];
  const parameters = operation.parameters ?? [];
  const parameterRows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${
          parameter.required ? 'yes' : 'no'
        }</td><td><code>${escapeHtml(JSON.stringify(parameter.schema ?? {}))}</code></td></tr>`,
    )
    .join('');
  const responses = Object.entries(operation.responses)
    .map(
      ([status, response]) =>
        `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description)}${schemaBlock(
          response.content,
        )}</li>`,
    )
    .join('');
  return `<section id="${anchorOf(method, path)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${security.length > 0 ? `Needs a bearer token: <code>${security.map(escapeHtml).join(', ')}</code>` : 'Public: no token.'}</p>
${parameters.length > 0 ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${parameterRows}</tbody></table>` : ''}
${operation.requestBody ? `<h4>Request body</h4>${schemaBlock(operation.requestBody.content)}` : ''}
<h4>Responses</h4><ul>${responses}</ul>
</section>`;
}

const style = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;display:flex;color:#1d1d1f}
nav{width:320px;flex:none;height:100vh;overflow:auto;position:sticky;top:0;background:#f4f4f6;padding:16px;box-sizing:border-box}
nav ul{list-style:none;padding:0;margin:0 0 12px}nav a{color:inherit;text-decoration:none;font-size:13px}
main{padding:24px 32px;max-width:980px}section{border-top:1px solid #ddd;padding:8px 0 16px}
.method{display:inline-block;min-width:64px;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:2px 6px}
.get{background:#2f6fbf}.post{background:#2a8a4a}.put{background:#b7791f}.delete{background:#c0392b}.patch{background:#6b46c1}
pre{background:#f7f7f9;padding:8px;overflow:auto;font-size:12px}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 8px;text-align:left}
`;

/**
 * The document as one self-contained HTML page (no script, no outside asset): a list of the
 * operations by area, then each with its token, parameters, body and answers with their schemas.
 */
export function referencePage(document: OpenApiDocument): string {
  const byTag = new Map<string, { path: string; method: string; operation: OpenApiOperation }[]>();
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { path, method, operation }]);
    }
  const navigation = [...byTag.entries()]
    .map(
      ([tag, operations]) =>
        `<strong>${escapeHtml(tag)}</strong><ul>${operations
          .map(
            ({ path, method }) =>
              `<li><a href="#${anchorOf(method, path)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('');
  const sections = [...byTag.entries()]
    .map(
      ([tag, operations]) =>
        `<h2>${escapeHtml(tag)}</h2>${operations
          .map(({ path, method, operation }) => operationSection(path, method, operation))
          .join('')}`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title><style>${style}</style></head>
<body><nav aria-label="Operations"><p><strong>${escapeHtml(document.info.title)}</strong> ${escapeHtml(document.info.version)}</p>
<p><a href="openapi.json">openapi.json</a></p>${navigation}</nav>
<main><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description ?? '')}</p>${sections}</main></body></html>`;
}
