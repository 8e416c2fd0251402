import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, newNonce } from "@/lib/security-headers";
import { visitorPageCache } from "./visitor-page-cache";

// The shared content generation (a takedown bumps it): the cache reads it per visitor page and serves no copy made
// under another one. Here it is a variable, and renders can be held back to interleave them with a bump.
let generation = 0;
let failing = false;
let renders = 0;
let held: (() => void)[] = [];
let hold = false;

function render(req: IncomingMessage, res: ServerResponse) {
  const n = ++renders;
  const gen = generation;
  const finish = () => {
    const nonce = newNonce();
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-security-policy", contentSecurityPolicy(nonce));
    res.end(`<html><body><script nonce="${nonce}"></script>render ${n} at generation ${gen}</body></html>`);
  };
  if (hold) held.push(finish);
  else finish();
}

const cache = visitorPageCache({
  ttlMs: 60_000,
  maxEntries: 10,
  sessionCookie: "pv_session",
  cacheable: (path) => path === "/" || /^\/debate\/\d+$/.test(path),
  generation: async () => {
    if (failing) throw new Error("database down");
    return generation;
  },
});
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => cache(req, res, render));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  generation += 100; // every test starts with no usable copy
  failing = false;
  hold = false;
  held = [];
});

function get(path: string): Promise<{ body: string; cache?: string }> {
  return new Promise((resolve, reject) => {
    request(origin + path, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      // each answer has its own nonce: compare pages without it
      res.on("end", () => resolve({ body: body.replace(/nonce="[^"]+"/, 'nonce="N"'), cache: res.headers["x-cache"] as string | undefined }));
    })
      .on("error", reject)
      .end();
  });
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
};

describe("visitorPageCache with a content generation", () => {
  it("serves the copy while the generation holds, and renders again at once when it moves on", async () => {
    const first = await get("/debate/1");
    expect(first.cache).toBe("MISS");
    expect((await get("/debate/1")).body).toBe(first.body);
    generation += 1; // a takedown committed
    const after = await get("/debate/1");
    expect(after.cache).toBe("MISS");
    expect(after.body).toContain(`at generation ${generation}`);
    expect((await get("/debate/1")).cache).toBe("HIT");
  });

  it("keeps no copy of a render that began before the generation moved on", async () => {
    hold = true;
    const slow = get("/"); // renders under the old generation, held back
    await until(() => held.length === 1);
    generation += 1;
    hold = false;
    const fresh = await get("/"); // reads the new generation, renders and keeps its copy
    expect(fresh.cache).toBe("MISS");
    held[0](); // the old render ends now
    expect((await slow).body).toContain(`at generation ${generation - 1}`);
    const next = await get("/");
    expect(next).toEqual({ body: fresh.body, cache: "HIT" });
  });

  it("renders without a copy, kept or served, when the generation cannot be read", async () => {
    await get("/debate/2");
    failing = true;
    const before = renders;
    const answers = [await get("/debate/2"), await get("/debate/2")];
    expect(answers.map((a) => a.cache)).toEqual([undefined, undefined]);
    expect(renders - before).toBe(2);
    failing = false;
    expect((await get("/debate/2")).cache).toBe("HIT");
  });
});
