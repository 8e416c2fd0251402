import { OUTAGE_RETRY_AFTER_SECONDS } from "@/lib/outage-record";
import { UNAVAILABLE_DIGEST, UNAVAILABLE_TEXT, UNAVAILABLE_TITLE } from "@/lib/unavailable-copy";

// The page proxy.ts answers while the database is down: static, so it needs neither the database nor a render.
// Light and dark follow the system; the text is the one error.tsx shows for the same outage.
const HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${UNAVAILABLE_TITLE} | People's Verdict</title><meta name="robots" content="noindex">
<style>:root{color-scheme:light dark}body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#fff;color:#0a0a0a}
@media (prefers-color-scheme:dark){body{background:#0a0a0a;color:#fafafa}}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:inherit}</style>
</head><body><main data-error="${UNAVAILABLE_DIGEST}"><h1>${UNAVAILABLE_TITLE}</h1><p>${UNAVAILABLE_TEXT.replaceAll("'", "&#39;")}</p><p><a href="">Try again</a></p></main></body></html>`;

export function unavailablePage(): Response {
  return new Response(HTML, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}
