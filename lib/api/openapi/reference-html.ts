// GET /api/docs: the description as one server-rendered page. No script and nothing from another origin (the CSP
// stays strict); styles inline (style-src allows them); light and dark from the reader's preference.
import { schemaLines, type Line } from "./schema-text";

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Json; description?: string };
type Response = { description?: string; $ref?: string; content?: Record<string, { schema?: Json }>; headers?: Json };
type Op = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Json }> };
  responses?: Record<string, Response>;
  "x-auth"?: string;
  "x-allow-suspended"?: boolean;
  "x-cdn-cacheable"?: { when: string; headers: Record<string, string> };
};
type Doc = {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Op>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Response> };
};

const esc = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const opId = (method: string, path: string) => `op-${method}-${slug(path)}`;
/** `code` spans for backticked words of a description. */
const prose = (text: string) =>
  text
    .split(/\n\n+/)
    .map((p) => `<p>${esc(p).replace(/`([^`]+)`/g, "<code>$1</code>")}</p>`)
    .join("");

const WHO: Record<string, string> = {
  public: "Anyone; the session is not read",
  optional: "Anyone; the answer depends on the session, if there is one",
  user: "A signed-in account",
  pv_plus: "A signed-in PV+ member",
  staff: "Staff (a moderator or an admin)",
  admin: "An admin",
  cron: "The scheduler: Authorization: Bearer CRON_SECRET",
};

function schemaTable(lines: Line[], caption: string): string {
  const rows = lines
    .map((l) => {
      const type = l.ref ? `<a href="#schema-${slug(l.ref)}">${esc(l.type)}</a>` : esc(l.type);
      const name = l.name === null ? "(the body)" : esc(l.name);
      return `<tr><th scope="row" style="padding-left:${0.5 + l.depth * 1.25}rem"><code>${name}</code></th><td><code>${type}</code></td><td>${esc(l.note)}</td></tr>`;
    })
    .join("");
  return `<table><caption>${esc(caption)}</caption><thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function parametersTable(params: Parameter[]): string {
  const rows = params
    .map(
      (p) =>
        `<tr><th scope="row"><code>${esc(p.name)}</code></th><td>${esc(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td><code>${esc(
          schemaLines((p.schema ?? {}) as never)[0].type,
        )}</code></td><td>${esc(schemaLines((p.schema ?? {}) as never)[0].note || p.description || "")}</td></tr>`,
    )
    .join("");
  return `<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Notes</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function responsesTable(doc: Doc, responses: Record<string, Response>): string {
  const rows = Object.entries(responses)
    .map(([status, r]) => {
      const ref = r.$ref?.split("/").pop();
      const res = ref ? doc.components.responses[ref] : r;
      const media = Object.entries(res.content ?? {});
      const body = media
        .map(([type, { schema }]) => {
          if (ref) return "<code>Error</code>";
          const head = schemaLines(schema ?? {})[0];
          const shown = head.ref ? `<a href="#schema-${slug(head.ref)}">${esc(head.type)}</a>` : esc(head.type);
          return type === "application/json" ? `<code>${shown}</code>` : esc(type);
        })
        .join(", ");
      return `<tr><th scope="row">${esc(status)}</th><td>${esc(res.description ?? "")}</td><td>${body || "none"}</td></tr>`;
    })
    .join("");
  return `<table><caption>Answers</caption><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th><th scope="col">Body</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operation(doc: Doc, method: string, path: string, op: Op): string {
  const parts = [
    `<section class="op" aria-labelledby="${opId(method, path)}">`,
    `<h3 id="${opId(method, path)}"><span class="method">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>`,
    `<p>${esc(op.summary ?? "")}</p>`,
    op.description ? prose(op.description) : "",
    `<dl><dt>Who may call</dt><dd>${esc(WHO[op["x-auth"] ?? "public"] ?? op["x-auth"])}${op["x-allow-suspended"] ? " (a suspended account too)" : ""}</dd>`,
    op["x-cdn-cacheable"]
      ? `<dt>A CDN may keep it</dt><dd>${esc(op["x-cdn-cacheable"].when)}: ${Object.entries(
          op["x-cdn-cacheable"].headers,
        )
          .map(([k, v]) => `<code>${esc(k)}: ${esc(v)}</code>`)
          .join(", ")}</dd>`
      : "",
    "</dl>",
    op.parameters?.length ? parametersTable(op.parameters) : "",
  ];
  const body = op.requestBody?.content?.["application/json"]?.schema;
  if (body) parts.push(schemaTable(schemaLines(body), "Request body (JSON)"));
  parts.push(responsesTable(doc, op.responses ?? {}), "</section>");
  return parts.join("");
}

const STYLE = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#4a4a4a;--line:#c8c8c8;--accent:#0b5394;--code:#f2f2f2}
@media (prefers-color-scheme:dark){:root{--bg:#121212;--fg:#ececec;--muted:#c4c4c4;--line:#555;--accent:#8cc4ff;--code:#262626}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,sans-serif}
a{color:var(--accent)}a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.5rem}
header,main,nav{max-width:72rem;margin:0 auto;padding:0 1rem}nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0;list-style:none}
code{font-family:ui-monospace,monospace;background:var(--code);padding:0 .2em;border-radius:3px}
.method{font-family:ui-monospace,monospace;font-weight:700}
section.op{border-top:1px solid var(--line);padding:.5rem 0 1rem}
table{border-collapse:collapse;width:100%;margin:.75rem 0;font-size:.95rem}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid var(--line);padding:.25rem .5rem;text-align:left;vertical-align:top}thead th{background:var(--code)}
dt{font-weight:600}dd{margin:0 0 .5rem 1rem;color:var(--muted)}
`;

export function referenceHtml(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? "api";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation(doc, method, path, op)]);
    }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<section aria-labelledby="schema-${slug(name)}"><h3 id="schema-${slug(name)}">${esc(name)}</h3>${schemaTable(
          schemaLines(schema as never),
          `Fields of ${name}`,
        )}</section>`,
    )
    .join("");
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} ${esc(doc.info.version)}: reference</title><style>${STYLE}</style></head>
<body><a class="skip" href="#main">Skip to the reference</a>
<header><h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>The machine-readable description: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></header>
<nav aria-label="Areas"><ul>${tags.map((t) => `<li><a href="#area-${slug(t)}">${esc(t)}</a></li>`).join("")}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main id="main">${doc.info.description ? `<section aria-labelledby="about"><h2 id="about">About</h2>${prose(doc.info.description)}</section>` : ""}
${tags.map((t) => `<section aria-labelledby="area-${slug(t)}"><h2 id="area-${slug(t)}">${esc(t)}</h2>${byTag.get(t)!.join("")}</section>`).join("\n")}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas}</section></main></body></html>
`;
}
