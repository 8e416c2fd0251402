import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";

// decisions.md 'Debates' and issue 11: before play, a YouTube video is a poster served by this site; the browser
// contacts no third party until the visitor presses play.

/** Every request the page makes to another origin, from now on. */
function thirdPartyRequests(page: Page, origin: string) {
  const seen: string[] = [];
  page.on("request", (req: Request) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) seen.push(req.url());
  });
  return seen;
}

type Listed = { id: number; debateVideo: string };

async function youtubeDebatePath(page: Page) {
  const debates = (await (await page.request.get("/api/debates?limit=50")).json()) as Listed[];
  const debate = debates.find((d) => /youtu/.test(d.debateVideo));
  expect(debate, "a demo debate with a YouTube video").toBeTruthy();
  return `/debate/${debate!.id}`;
}

test.describe("video posters", () => {
  test("a debate page shows the poster from our origin, eager and sized, and calls no third party before play", async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const path = await youtubeDebatePath(page);
    // the embed is answered locally: no internet in tests
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>embed</title>" }),
    );
    const thirdParty = thirdPartyRequests(page, origin);

    await page.goto(path);
    const play = page.getByRole("button", { name: /^Play video: / });
    const poster = play.locator("img");
    await expect(poster).toHaveAttribute("src", /^\/api\/video-poster\/[A-Za-z0-9_-]{11}$/);
    await expect(poster).toHaveAttribute("width", "480");
    await expect(poster).toHaveAttribute("height", "270");
    await expect(poster).toHaveAttribute("loading", "eager");
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    // it loaded (the placeholder here: the test thumbnail origin is unreachable) and fills the 16:9 frame
    await expect
      .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const box = (await play.boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);

    await play.click();
    const frame = page.locator("iframe[title^='Video: ']");
    await expect(frame).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1/,
    );
    await expect
      .poll(() => thirdParty.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/")))
      .toBe(true);
  });

  test("the poster route answers an image for any well-formed id and 404 for anything else", async ({ page }) => {
    const ok = await page.request.get("/api/video-poster/dQw4w9WgXcQ");
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-type"]).toMatch(/^image\//);
    expect(ok.headers()["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect((await page.request.get("/api/video-poster/not-an-id")).status()).toBe(404);
  });

  test("the home page's hot debate shows its poster from our origin with no third-party request", async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const thirdParty = thirdPartyRequests(page, origin);
    const hot = (await (await page.request.get("/api/debates/hot")).json()) as Listed | null;
    test.skip(!hot || !/youtu/.test(hot.debateVideo), "the demo's hot debate has no YouTube video");
    await page.goto("/");
    const poster = page
      .getByRole("region", { name: "Hot Right Now" })
      .getByRole("button", { name: /^Play video: / })
      .locator("img");
    await expect(poster).toHaveAttribute("src", /^\/api\/video-poster\//);
    await expect(poster).toHaveAttribute("loading", "eager");
    await page.waitForLoadState("networkidle");
    expect(thirdParty).toEqual([]);
  });
});
