"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

// Radix's Avatar without its runtime (context, image-status hook, primitives: about 3 KB gzip on every page with a
// card): the fallback is always rendered and the image, positioned over it, covers it once it has loaded; an image
// that fails to load removes itself, so the fallback shows through (an empty alt never draws a broken-image icon),
// also when it failed before the page hydrated.

function Avatar({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="avatar"
      className={cn("relative flex size-8 shrink-0 overflow-hidden rounded-full", className)}
      {...props}
    />
  );
}

function AvatarImage({ className, onError, alt = "", ...props }: React.ComponentProps<"img">) {
  const [failed, setFailed] = React.useState(false);
  const ref = React.useRef<HTMLImageElement>(null);
  // an image the server rendered can fail before hydration, when React hears no error event: one that is complete
  // with no pixels has failed (issue 24 item 6.10)
  React.useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed || !props.src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a user's own image URL, any host
    <img
      ref={ref}
      alt={alt}
      data-slot="avatar-image"
      loading="lazy"
      decoding="async"
      className={cn("absolute inset-0 aspect-square size-full object-cover", className)}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  return (
    <span
      data-slot="avatar-fallback"
      className={cn(
        "flex size-full items-center justify-center rounded-full bg-muted text-sm text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export { Avatar, AvatarImage, AvatarFallback };
