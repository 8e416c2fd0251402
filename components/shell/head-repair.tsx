"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

import { dropStaleHeadTags, headTags } from "@/components/shell/stale-head-tags";

// How long a client-side navigation may take to put its <title> in place before the head counts as lost: long
// enough for a slow render's streamed metadata to land (a refresh racing it would mount the head twice).
const TITLE_GRACE_MS = 4000;

/**
 * Works around two races of Next 16's router with the tags a route's metadata hoists into <head>; remove once Next
 * fixes them.
 * - A <Link> clicked while its prefetch is still in flight can commit a page with an empty head (vercel/next.js#98684):
 *   no <title>, no description, no canonical link. After each client-side navigation this waits and, if the page
 *   still has no title, asks the server for the route again (router.refresh), which commits the head.
 * - A <Link> clicked before the first page's head has hydrated leaves the served document's tags mounted beside the new
 *   route's (vercel/next.js#97472): two titles, two descriptions, two canonical links, for good. Each served tag that a
 *   later route's tag replaces (same element, name, property, rel, media) is taken out of the document.
 */
export function HeadRepair() {
  const pathname = usePathname();
  const router = useRouter();
  const firstPage = useRef<string | null>(pathname);
  // the tags the document was served with, until each is gone
  const served = useRef<Set<Element> | null>(null);
  useEffect(() => {
    if (pathname === firstPage.current) {
      served.current = new Set(headTags());
      return;
    }
    firstPage.current = null;
    const stale = served.current;
    // the new route's tags land with its render or later, streamed: each change of the head is looked at
    const observer = new MutationObserver(() => {
      if (stale && !dropStaleHeadTags(stale)) observer.disconnect();
    });
    if (stale && dropStaleHeadTags(stale)) observer.observe(document.head, { childList: true });
    const timer = setTimeout(() => {
      if (!document.head.querySelector("title")) router.refresh();
    }, TITLE_GRACE_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, router]);
  return null;
}
