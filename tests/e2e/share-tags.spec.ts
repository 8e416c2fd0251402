import ogs from "open-graph-scraper";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 24, item 5: each page people share, as the unfurlers read it (Facebook, LinkedIn, WhatsApp, Slack, Discord,
// Telegram read Open Graph; X reads its Twitter card, then Open Graph). open-graph-scraper parses the page's HTML as
// fetched (no browser, no script), Open Graph only (no fallback to <title>), and the tags every platform needs are
// checked: title, description, type, site name, an absolute og:url equal to the canonical link, and a 1200x630 PNG
// that answers, declared with its size, type and alt; Twitter's summary_large_image with its title, description, image.

type Debate = { id: number; voteCount: { total: number }; creatorInfo: { id: number | null }; title: string };

/** The PNG's own width and height (its IHDR chunk). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

async function unfurl(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  // the encoding is declared where browsers sniff it: in the first 1024 bytes (markup.teardown.ts relies on it)
  expect(Buffer.from(html).subarray(0, 1024).toString("latin1"), `${path}: <meta charset> first`).toMatch(
    /<meta charset="utf-8"/i,
  );
  const { error, result } = await ogs({ html, onlyGetOpenGraphInfo: true });
  expect(error, `${path}: open-graph-scraper read no tag`).toBe(false);
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  return { html, result, canonical };
}

async function checkShared(request: APIRequestContext, baseURL: string, path: string) {
  const { result, canonical } = await unfurl(request, path);
  const url = new URL(path, baseURL).href;
  // absolute (the home's may leave out its one '/')
  expect(canonical && new URL(canonical).href, `${path}: the canonical link, absolute`).toBe(url);
  expect(canonical, `${path}: the canonical link, absolute`).toMatch(/^https?:\/\//);
  expect(result.ogUrl && new URL(result.ogUrl).href, `${path}: og:url`).toBe(url);
  expect(result.ogUrl, `${path}: og:url, absolute`).toMatch(/^https?:\/\//);
  expect(result.ogTitle, `${path}: og:title`).toBeTruthy();
  expect(result.ogDescription?.length, `${path}: og:description`).toBeGreaterThan(20);
  expect(result.ogType, `${path}: og:type`).toMatch(/^(website|article|profile)$/);
  expect(result.ogSiteName, `${path}: og:site_name`).toBe("People's Verdict");
  expect(result.ogLocale, `${path}: og:locale`).toBeTruthy();
  expect(result.ogImage, `${path}: one og:image`).toHaveLength(1);
  const [image] = result.ogImage!;
  expect(image.url, `${path}: og:image, absolute`).toMatch(new RegExp(`^${baseURL}/`));
  expect({ width: Number(image.width), height: Number(image.height), type: image.type }, `${path}: its size`).toEqual({
    width: 1200,
    height: 630,
    type: "image/png",
  });
  expect(image.alt, `${path}: og:image:alt`).toBeTruthy();
  expect(result.twitterCard, `${path}: twitter:card`).toBe("summary_large_image");
  expect(result.twitterTitle, `${path}: twitter:title`).toBe(result.ogTitle);
  expect(result.twitterDescription, `${path}: twitter:description`).toBe(result.ogDescription);
  expect(result.twitterImage?.[0]?.url, `${path}: twitter:image`).toBe(image.url);
  expect(result.twitterImage?.[0]?.alt, `${path}: twitter:image:alt`).toBeTruthy();
  // the image itself: a 1200x630 PNG, as declared
  const png = await request.get(image.url);
  expect(png.status(), image.url).toBe(200);
  expect(png.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await png.body())).toEqual({ width: 1200, height: 630 });
  return { result, image };
}

let open: Debate;
let closed: Debate;

test.beforeAll(async ({ request }) => {
  [open] = (await (await request.get("/api/debates?limit=1")).json()) as Debate[];
  [closed] = (await (await request.get("/api/debates/ended?limit=1")).json()) as Debate[];
});

test("the home, a public user page and /transparency unfurl with their card", async ({ request, baseURL }) => {
  for (const path of ["/", `/users/${open.creatorInfo.id}`, "/transparency"]) {
    const { result } = await checkShared(request, baseURL!, path);
    expect(result.ogType).toBe(path.startsWith("/users/") ? "profile" : "website");
  }
});

test("a debate's card URL carries its state: the turnout bucket while open, then 'closed'", async ({
  request,
  baseURL,
}) => {
  const opened = await checkShared(request, baseURL!, `/debate/${open.id}`);
  expect(opened.result.ogType).toBe("article");
  expect(opened.result.ogTitle).toBe(open.title);
  // the 1-2-5 step at or below the turnout: the card's URL changes when its count has grown past the next step
  const total = open.voteCount.total;
  const bucket = total < 1 ? 0 : [5, 2, 1].map((m) => m * 10 ** Math.floor(Math.log10(total))).find((s) => s <= total);
  expect(new URL(opened.image.url).search).toBe(`?state=open-${bucket}`);

  const ended = await checkShared(request, baseURL!, `/debate/${closed.id}`);
  expect(new URL(ended.image.url).search).toBe("?state=closed");
  expect(new URL(ended.image.url).pathname).toBe(`/debate/${closed.id}/opengraph-image`);
});

test("the ballot board unfurls with its debate's card, under the URL the debate page gives it: 'closed' once closed", async ({
  request,
  baseURL,
}) => {
  const cards: string[] = [];
  for (const debate of [open, closed]) {
    const board = await checkShared(request, baseURL!, `/debate/${debate.id}/ballots`);
    expect(board.result.ogType).toBe("website");
    expect(board.result.ogTitle).toBe("Ballot board");
    // its own alt, naming the debate (not the generic one of the debate segment's opengraph-image file)
    expect(board.image.alt).toContain(debate.title);
    expect(board.image.alt).toContain("ballots");
    const page = await unfurl(request, `/debate/${debate.id}`);
    expect(board.image.url, "the debate page's own card URL").toBe(page.result.ogImage?.[0]?.url);
    cards.push(board.image.url);
  }
  expect(new URL(cards[0]).search).toMatch(/^\?state=open-\d+$/);
  expect(new URL(cards[1]).search).toBe("?state=closed");
  expect(new URL(cards[1]).pathname).toBe(`/debate/${closed.id}/opengraph-image`);
});

test("the ballot board's description names its debate", async ({ request }) => {
  const html = await (await request.get(`/debate/${closed.id}/ballots`)).text();
  const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
  const description = (html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "").replace(
    /&(amp|quot|#x27|lt|gt);/g,
    (entity) => entities[entity],
  );
  expect(description).toContain(closed.title);
  expect(description).toContain("recount");
});
