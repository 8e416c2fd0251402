"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

// How long a client-side navigation may take to put its <title> in place before the head counts as lost: long
// enough for a slow render's streamed metadata to land (a refresh racing it would mount the head twice).
const TITLE_GRACE_MS = 4000;

/**
 * Next 16.4's router can commit a page with an empty head when a <Link> is clicked while that link's prefetch is
 * still in flight (vercel/next.js#98684, open): no <title>, no description, no canonical link, until a reload. After
 * each client-side navigation (not the first page: its head comes with the document) this waits and, if the page
 * still has no title, asks the server for the route again (router.refresh), which commits the head. Remove once Next
 * fixes the race.
 */
export function HeadRepair() {
  const pathname = usePathname();
  const router = useRouter();
  const firstPage = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === firstPage.current) return;
    firstPage.current = null;
    const timer = setTimeout(() => {
      if (!document.head.querySelector("title")) router.refresh();
    }, TITLE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [pathname, router]);
  return null;
}
