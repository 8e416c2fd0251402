import { isErrorCode, type ErrorCode } from "@/lib/errors";
import { confirmedSudo } from "@/lib/second-factor/sudo-retry";

// The documented request conventions (document 1, section 7): one fetcher for reads (lib/api/query.ts) and mutations.
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** a 429's Retry-After, in seconds (undefined when the answer carried none) */
  readonly retryAfter: number | undefined;
  constructor(status: number, body: string, statusText: string, retryAfter?: string | null) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    const seconds = retryAfter ? Number(retryAfter) : NaN;
    this.retryAfter = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }

  /** the body as the documented JSON error, or {} when it is not JSON */
  private get parsed(): { message?: unknown; code?: unknown; errors?: Record<string, string> } {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return parsed !== null && typeof parsed === "object" ? parsed : {};
    } catch {
      return {};
    }
  }

  /** the server's `message`, when the body is the documented JSON error: for people, never to decide by */
  get serverMessage(): string | undefined {
    const { message } = this.parsed;
    return typeof message === "string" ? message : undefined;
  }

  /** the server's `code` (lib/errors.ts): what a client decides by */
  get code(): ErrorCode | undefined {
    const { code } = this.parsed;
    return isErrorCode(code) ? code : undefined;
  }

  get fieldErrors(): Record<string, string> | undefined {
    return this.parsed.errors;
  }
}

/** The code of a failed call's answer, or undefined (not an ApiError, no JSON, a network failure). */
export const errorCode = (error: unknown): ErrorCode | undefined =>
  error instanceof ApiError ? error.code : undefined;

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText, res.headers.get("retry-after"));
}

/** A mutation: credentials always, a JSON body with its content type only when there is a payload. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const send = () =>
    fetch(url, {
      method,
      credentials: "include",
      ...(data !== undefined ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify(data) } : {}),
    });
  let res = await send();
  // sudo mode: the dialog confirms, then the same call goes again, once (lib/second-factor/sudo-retry.ts)
  if (await confirmedSudo(res)) res = await send();
  await throwIfNotOk(res);
  return res;
}

type On401 = "returnNull" | "throw";
type QueryKey = string | readonly [string, ...unknown[]];

/** The default query: GET the first element of the key, parse JSON; optionally null on 401. */
export const getQueryFn =
  ({ on401 }: { on401: On401 }) =>
  async <T>(key: QueryKey): Promise<T | null> => {
    const url = typeof key === "string" ? key : key[0];
    const res = await fetch(url, { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
