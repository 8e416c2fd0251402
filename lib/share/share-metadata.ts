import type { Metadata } from "next";
import { isEnded } from "@/lib/debates/time-left";
import { hasSplit, type Debate } from "@/lib/debates/types";
import { turnoutBucket } from "./turnout";

const SITE_NAME = "People's Verdict";
/** Every share card's size: the 1.91:1 image Facebook, LinkedIn, X (summary_large_image) and Slack show in full. */
const CARD = { width: 1200, height: 630, type: "image/png" } as const;
/** The site's own card (app/opengraph-image.tsx), for the pages that are not a debate. */
const SITE_CARD = "/opengraph-image";

type Share = {
  /** the page's path; metadataBase (app/layout.tsx) makes it, the canonical link and the image absolute */
  path: string;
  /** the page's title; `absolute` leaves out the site's name the layout's template adds (the home is that name) */
  title: string | { absolute: string };
  description: string;
  type?: "website" | "article" | "profile";
  image?: { url: string; alt: string };
};

/**
 * The tags a shared link is unfurled from (Open Graph for Facebook, LinkedIn, WhatsApp, Slack, Discord, Telegram;
 * Twitter cards for X), and the page's canonical link: the same title, description, URL and image for every platform.
 */
export function shareMetadata({ path, title: pageTitle, description, type = "website", image }: Share): Metadata {
  const title = typeof pageTitle === "string" ? pageTitle : pageTitle.absolute;
  const card = {
    ...CARD,
    url: image?.url ?? SITE_CARD,
    alt: image?.alt ?? `${SITE_NAME}: watch the debate, cast your vote`,
  };
  return {
    title: pageTitle,
    description,
    alternates: { canonical: path },
    openGraph: { type, url: path, title, description, siteName: SITE_NAME, locale: "en", images: [card] },
    twitter: { card: "summary_large_image", title, description, images: [{ url: card.url, alt: card.alt }] },
  };
}

/**
 * The debate's share image URL, carrying the state its card shows (the turnout bucket while open, then 'closed'), so
 * a platform that caches previews by URL fetches the card again once it has changed (the route ignores the query).
 */
export function debateImageUrl(debate: Debate, now: number) {
  const closed = isEnded(debate.votingEndsAt, now) && hasSplit(debate.voteCount);
  const state = closed ? "closed" : `open-${turnoutBucket(debate.voteCount.total)}`;
  return `/debate/${debate.id}/opengraph-image?state=${state}`;
}
