"use client";

import Link, { useLinkStatus } from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";
import { createPortal } from "react-dom";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { DebatePageSkeleton } from "./debate-page-skeleton";

type Props = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

/**
 * A link to a debate that prefetches on intent (pointer over it, a touch, keyboard focus) instead of as soon as it
 * scrolls into view: a home page with a dozen cards no longer downloads the debate page's code and payload on first
 * load for a visitor who may never open one (about 10 KB gzip of script alone).
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, children, ...props }: Props) {
  const router = useRouter();
  const warm = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      {...props}
    >
      {children}
      <PendingDebate />
    </Link>
  );
}

/**
 * While the pressed link's page is on its way, the debate page's skeleton covers the page below the header at once:
 * the route's own loading state can only come with the server's first bytes, so a quick press on a slow server showed
 * nothing until the page arrived (issue 24 item 6.15).
 */
function PendingDebate() {
  const { pending } = useLinkStatus();
  const client = useHydrated();
  if (!pending || !client) return null;
  return createPortal(
    <div className="fixed inset-x-0 top-14 bottom-0 z-30 overflow-hidden bg-background sm:top-16">
      <DebatePageSkeleton />
    </div>,
    document.body,
  );
}
