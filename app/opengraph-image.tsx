import { ImageResponse } from "next/og";
import { OgCard } from "@/components/debate/og-card";

export const alt = "People's Verdict: watch the debate, cast your vote";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// The site's share card (the home, public user pages, /transparency; lib/share/share-metadata.ts): the card a debate
// shows when it is missing, which is the site's name and its promise.
export default function Image() {
  return new ImageResponse(<OgCard debate={null} now={0} />, size);
}
