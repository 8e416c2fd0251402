import { withLocalFrom } from "./local-from";

/** The legacy value of document 2: /create sends visitors to /login?from=create-debate. */
export const CREATE_DEBATE_FROM = "create-debate";

const BASE = "http://same-site.invalid";
const MAX_DECODES = 4;

/** One leading '/', then no '/', no '\', no control character (browsers drop tabs and newlines). */
function looksLocal(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/**
 * Where to go after signing in: `from` only when it is a same-site relative path (one leading '/', no '//', no '\',
 * no scheme, also once percent-decoded, however many times); anything else goes home. `create-debate` means /create.
 */
export function safeFrom(raw: string | string[] | null | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return "/";
  if (value === CREATE_DEBATE_FROM) return "/create";
  let form = value;
  for (let i = 0; i <= MAX_DECODES; i++) {
    if (!looksLocal(form)) return "/";
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return "/";
    }
    if (decoded === form) break;
    if (i === MAX_DECODES) return "/";
    form = decoded;
  }
  try {
    if (new URL(value, BASE).origin !== BASE) return "/";
  } catch {
    return "/";
  }
  return value;
}

/** A link to a page that leads to sign in and back: `/login?from=/debate/7`, none when `from` is home. */
export function withFrom(page: string, from: string | null | undefined): string {
  const safe = safeFrom(from);
  if (safe === "/") return page;
  return from === CREATE_DEBATE_FROM ? `${page}?from=${CREATE_DEBATE_FROM}` : withLocalFrom(page, safe);
}
