"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

/**
 * A link to a debate that prefetches on intent (pointer over it, a touch, keyboard focus) instead of as soon as it
 * scrolls into view: a home page with a dozen cards no longer downloads the debate page's code and payload on first
 * load for a visitor who may never open one (about 10 KB gzip of script alone).
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
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
    />
  );
}
