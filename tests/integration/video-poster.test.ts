import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET } from "../../app/api/video-poster/[videoId]/route";
import { clearVideoPosterCache, POSTER_MAX_BYTES } from "../../lib/server/media/get-video-poster";
import { call } from "../fixtures/http";

// A local stand-in for i.ytimg.com (VIDEO_THUMBNAIL_ORIGIN): each video id answers its own way.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const hits: string[] = [];
const behaviours: Record<string, (res: ServerResponse) => void> = {
  okVideo0001: (res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(JPEG),
  slowVideo01: () => undefined, // never answers
  bigVideo001: (res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(Buffer.alloc(POSTER_MAX_BYTES + 1)),
  chunkedBig1: (res) => {
    res.writeHead(200, { "content-type": "image/jpeg" }); // no length: the cap counts bytes as they arrive
    for (let i = 0; i < 20; i++) res.write(Buffer.alloc(64 * 1024));
    res.end();
  },
  htmlVideo01: (res) => res.writeHead(200, { "content-type": "text/html" }).end("<html>not an image</html>"),
  missingVid1: (res) => res.writeHead(404, { "content-type": "image/jpeg" }).end(JPEG),
  redirectVd1: (res) => res.writeHead(302, { location: "http://example.invalid/x.jpg" }).end(),
};

let server: Server;
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const id = /^\/vi\/([^/]+)\/hqdefault\.jpg$/.exec(req.url ?? "")?.[1] ?? "";
    hits.push(id);
    (behaviours[id] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.VIDEO_THUMBNAIL_ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.VIDEO_THUMBNAIL_ORIGIN;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  clearVideoPosterCache();
  hits.length = 0;
});

const poster = (id: string) => call(GET, `/api/video-poster/${id}`, { params: { videoId: id } });
const bytes = async (id: string) => {
  const res = await call(GET, `/api/video-poster/${id}`, { params: { videoId: id } });
  return { ...res, length: Buffer.byteLength(res.text, "latin1") };
};

function expectPlaceholder(res: Awaited<ReturnType<typeof poster>>) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/svg+xml");
  expect(res.text).toMatch(/^<svg /);
  expect(res.headers.get("cache-control")).toBe("public, max-age=60");
}

describe("GET /api/video-poster/{videoId}", () => {
  it("serves the thumbnail from the configured origin, cached for browsers and in memory", async () => {
    const first = await bytes("okVideo0001");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("content-length")).toBe(String(JPEG.length));
    expect(first.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    await poster("okVideo0001");
    expect(hits).toEqual(["okVideo0001"]); // the second answer came from memory
  });

  it("shares one fetch between concurrent requests for the same video", async () => {
    const answers = await Promise.all([poster("okVideo0001"), poster("okVideo0001"), poster("okVideo0001")]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(hits).toEqual(["okVideo0001"]);
  });

  it("answers the placeholder after about 3 seconds when the origin does not answer", async () => {
    const started = Date.now();
    expectPlaceholder(await poster("slowVideo01"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("answers the placeholder for a thumbnail over the size cap, declared or streamed", async () => {
    expectPlaceholder(await poster("bigVideo001"));
    expectPlaceholder(await poster("chunkedBig1"));
  });

  it("answers the placeholder for a non-image, a 404 or a redirect, and keeps it a minute only", async () => {
    expectPlaceholder(await poster("htmlVideo01"));
    expectPlaceholder(await poster("missingVid1"));
    expectPlaceholder(await poster("redirectVd1"));
    await poster("htmlVideo01");
    expect(hits).toEqual(["htmlVideo01", "missingVid1", "redirectVd1"]);
  });

  it("refuses an id that is not 11 YouTube characters without calling the origin", async () => {
    for (const id of ["short", "dQw4w9WgXcQx", "dQw4w9WgX.Q", "..%2F..%2Fetc", ""]) {
      const res = await poster(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Video not found", code: "NOT_FOUND" });
    }
    expect(hits).toEqual([]);
  });
});
