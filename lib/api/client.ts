// The documented request conventions (document 1, section 7): one fetcher for SWR and mutations.
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** the server's `message`, when the body is the documented JSON error */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === "string" ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }

  get fieldErrors(): Record<string, string> | undefined {
    try {
      return (JSON.parse(this.body) as { errors?: Record<string, string> }).errors;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

/** A mutation: credentials always, a JSON body with its content type only when there is a payload. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    ...(data !== undefined ? { headers: { "Content-Type": "application/json" }, body: JSON.stringify(data) } : {}),
  });
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
