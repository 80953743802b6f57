import type { OpenApiDocument, OpenApiOperation } from './build-openapi';

type JsonSchema = Record<string, unknown>;

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function typeLabel(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (options) return options.map(typeLabel).join(' | ');
  if (schema.type === 'array') return `array of ${typeLabel((schema.items as JsonSchema | undefined) ?? {})}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  if (schema.$ref) return String(schema.$ref).split('/').pop()!;
  return 'any';
}

function constraints(schema: JsonSchema): string {
  const parts: string[] = [];
  for (const [key, label] of [
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['minItems', 'min items'],
    ['maxItems', 'max items'],
    ['format', 'format'],
    ['default', 'default'],
  ] as const) {
    if (schema[key] !== undefined) parts.push(`${label} ${typeof schema[key] === 'string' ? schema[key] : JSON.stringify(schema[key])}`);
  }
  return parts.length ? ` <span class="c">(${escapeHtml(parts.join(', '))})</span>` : '';
}

/** The nested object a schema describes, if any: its own properties, an array's items, or a record's values. */
function objectOf(schema: JsonSchema): JsonSchema | null {
  if (schema.type === 'object' && (schema.properties || schema.additionalProperties)) return schema;
  if (schema.type === 'array' && schema.items) return objectOf(schema.items as JsonSchema);
  const options = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return options?.map(objectOf).find(Boolean) ?? null;
}

/** A schema as a readable nested list of fields: name, type, required, limits. */
export function renderSchema(schema: JsonSchema, depth = 0): string {
  const object = objectOf(schema);
  if (!object || depth > 6) return `<code>${escapeHtml(typeLabel(schema))}</code>${constraints(schema)}`;
  const head = schema.type === 'array' ? '<code>array of object</code>' : '<code>object</code>';
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  const items = Object.entries(properties).map(([name, property]) => {
    const nested = objectOf(property)
      ? renderSchema(property, depth + 1)
      : `<code>${escapeHtml(typeLabel(property))}</code>${constraints(property)}`;
    const note = property.description ? ` — ${escapeHtml(String(property.description))}` : '';
    return `<li><b>${escapeHtml(name)}</b>${required.has(name) ? '' : '<span class="c">?</span>'}: ${nested}${note}</li>`;
  });
  if (object.additionalProperties && typeof object.additionalProperties === 'object') {
    const keys = object.propertyNames as JsonSchema | undefined;
    items.push(`<li><b>[${escapeHtml(keys ? typeLabel(keys) : 'key')}]</b>: ${renderSchema(object.additionalProperties as JsonSchema, depth + 1)}</li>`);
  }
  return `${head}<ul>${items.join('')}</ul>`;
}

function renderOperation(method: string, path: string, op: OpenApiOperation): string {
  const sections: string[] = [];
  if (op.parameters?.length) {
    const rows = op.parameters.map(
      (p) => `<li><b>${escapeHtml(p.name)}</b> <span class="c">(${p.in}${p.required ? ', required' : ''})</span>: ${renderSchema(p.schema)}</li>`,
    );
    sections.push(`<h4>Parameters</h4><ul>${rows.join('')}</ul>`);
  }
  if (op.requestBody) {
    for (const [type, { schema }] of Object.entries(op.requestBody.content)) sections.push(`<h4>Request body <span class="c">${escapeHtml(type)}</span></h4>${renderSchema(schema)}`);
  }
  for (const [status, response] of Object.entries(op.responses)) {
    const content = Object.entries(response.content ?? {})
      .map(([type, { schema }]) => `<div><span class="c">${escapeHtml(type)}</span> ${Object.keys(schema).length ? renderSchema(schema) : ''}</div>`)
      .join('');
    sections.push(`<h4>Response ${escapeHtml(status)}</h4><p>${escapeHtml(response.description)}</p>${content}`);
  }
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  return `<section class="op" id="${id}"><h3><span class="m m-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p><p class="c">Access: ${escapeHtml(op['x-access'])}</p>${sections.join('')}</section>`;
}

/**
 * The OpenAPI document as one self-contained HTML page, rendered on the server: no script (the app's
 * CSP allows scripts from our origin only, and none is needed), no CDN, styles inline.
 */
export function renderDocsPage(document: OpenApiDocument): string {
  const operations: { method: string; path: string; op: OpenApiOperation }[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods).sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b))) operations.push({ method, path, op: methods[method] });
  }
  const tags = [...new Set(operations.map((o) => o.op.tags[0]))];
  const index = tags
    .map((tag) => {
      const links = operations
        .filter((o) => o.op.tags[0] === tag)
        .map((o) => `<li><a href="#${`${o.method}-${o.path}`.replace(/[^A-Za-z0-9]+/g, '-')}"><span class="m m-${o.method}">${o.method.toUpperCase()}</span> ${escapeHtml(o.path)}</a></li>`);
      return `<h3>${escapeHtml(tag)}</h3><ul class="idx">${links.join('')}</ul>`;
    })
    .join('');
  const body = tags
    .map((tag) => `<h2>${escapeHtml(tag)}</h2>${operations.filter((o) => o.op.tags[0] === tag).map((o) => renderOperation(o.method, o.path, o.op)).join('')}`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
main{max-width:980px;margin:0 auto;padding:24px}
h1{margin:0 0 4px}h2{margin-top:40px;border-bottom:2px solid #e5e7eb;padding-bottom:4px}h4{margin:14px 0 4px}
.op{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:4px 16px 12px;margin:14px 0}
.m{display:inline-block;min-width:56px;text-align:center;border-radius:4px;color:#fff;font:600 12px/20px ui-monospace,monospace}
.m-get{background:#2563eb}.m-post{background:#16a34a}.m-put{background:#d97706}.m-patch{background:#9333ea}.m-delete{background:#dc2626}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}.c{color:#6b7280}
ul{margin:2px 0;padding-left:20px}.idx{list-style:none;padding:0;columns:2}.idx a{text-decoration:none;color:inherit}
a{color:#2563eb}
</style></head>
<body><main>
<h1>${escapeHtml(document.info.title)}</h1>
<p class="c">OpenAPI ${document.openapi} · version ${escapeHtml(document.info.version)} · <a href="/api/openapi.json">openapi.json</a></p>
<p>${escapeHtml(document.info.description)}</p>
<h2>Endpoints</h2>${index}
${body}
</main></body></html>`;
}
