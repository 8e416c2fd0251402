import "server-only";
import { env } from "@/lib/env";
import { PLACEHOLDER_POSTER, PLACEHOLDER_TYPE } from "./poster-placeholder";

export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const POSTER_TIMEOUT_MS = 3000;
export const POSTER_MAX_BYTES = 512 * 1024;
/** a thumbnail is kept a day; a failure a minute, so an outage of the origin costs one wait per video per minute */
const KEEP_MS = { thumbnail: 24 * 3600_000, placeholder: 60_000 };
const MAX_ENTRIES = 300; // at most 300 x 512 KB; YouTube's hqdefault is 10 to 30 KB
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

type VideoPoster = { body: Uint8Array; type: string; placeholder: boolean };
type Entry = { poster: VideoPoster; until: number };

// per process, bounded, least recently used out first; all instances fetch the same thumbnail: none needs another's
const cache = new Map<string, Entry>();
const inFlight = new Map<string, Promise<VideoPoster>>();

const placeholder = (): VideoPoster => ({ body: PLACEHOLDER_POSTER, type: PLACEHOLDER_TYPE, placeholder: true });

async function readCapped(res: Response, max: number): Promise<Uint8Array | null> {
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (declared > max || !res.body) {
    await res.body?.cancel();
    return null;
  }
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    parts.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.byteLength;
  }
  return body;
}

async function fetchThumbnail(videoId: string): Promise<VideoPoster> {
  const url = new URL(`/vi/${videoId}/hqdefault.jpg`, env().VIDEO_THUMBNAIL_ORIGIN);
  try {
    // the timeout covers the body too; no redirects: the address is fixed, anything else is a failure
    const res = await fetch(url, {
      signal: AbortSignal.timeout(POSTER_TIMEOUT_MS),
      redirect: "manual",
      cache: "no-store",
    });
    const type = (res.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    if (!res.ok || !IMAGE_TYPES.has(type)) {
      await res.body?.cancel();
      return placeholder();
    }
    const body = await readCapped(res, POSTER_MAX_BYTES);
    return body && body.byteLength > 0 ? { body, type, placeholder: false } : placeholder();
  } catch {
    return placeholder();
  }
}

/** A YouTube video's poster: its thumbnail, fetched by this server (cached), or the placeholder when that fails. */
export async function getVideoPoster(videoId: string, now = Date.now()): Promise<VideoPoster> {
  if (!VIDEO_ID.test(videoId)) throw new Error("not a YouTube video id");
  const hit = cache.get(videoId);
  if (hit && hit.until > now) {
    cache.delete(videoId); // re-inserted: most recently used last
    cache.set(videoId, hit);
    return hit.poster;
  }
  const pending = inFlight.get(videoId);
  if (pending) return pending;
  const load = fetchThumbnail(videoId).then((poster) => {
    cache.delete(videoId);
    cache.set(videoId, { poster, until: Date.now() + (poster.placeholder ? KEEP_MS.placeholder : KEEP_MS.thumbnail) });
    while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    return poster;
  });
  inFlight.set(videoId, load);
  try {
    return await load;
  } finally {
    inFlight.delete(videoId);
  }
}

/** Tests only: forget every cached poster. */
export function clearVideoPosterCache() {
  cache.clear();
}
