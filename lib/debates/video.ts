type DebateVideo =
  | { kind: "none" }
  | { kind: "youtube"; id: string; embedUrl: string }
  | { kind: "file"; url: string }
  | { kind: "link"; url: string };

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === "youtu.be") return url.pathname.split("/")[1] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === "/watch") return url.searchParams.get("v");
  const [, kind, id] = url.pathname.split("/");
  return kind === "embed" || kind === "shorts" || kind === "live" ? (id ?? null) : null;
}

/** decisions.md 'Debates': YouTube plays as a privacy-enhanced embed, .mp4/.webm in <video>, other https as a link. */
export function parseVideo(raw: string | null | undefined): DebateVideo {
  const value = (raw ?? "").trim();
  if (!value) return { kind: "none" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: "none" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "none" };
  const id = youtubeId(url);
  if (id && VIDEO_ID.test(id)) return { kind: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  // plain http media would be blocked as mixed content (CSP media-src is 'self' https:), so it stays a link
  if (url.protocol === "https:" && /\.(mp4|webm)$/i.test(url.pathname)) return { kind: "file", url: url.toString() };
  return { kind: "link", url: url.toString() };
}
