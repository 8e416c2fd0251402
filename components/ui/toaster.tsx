"use client";

import { lazy, Suspense, useState } from "react";
import { useToast } from "@/components/ui/use-toast";

// Radix Toast (its provider, viewport and swipe handling) is fetched with the first toast, not with every page;
// once shown it stays mounted, so later toasts and the closing animation need no fetch.
const ToasterView = lazy(() => import("./toaster-view"));

export function Toaster() {
  const { toasts } = useToast();
  const [shown, setShown] = useState(false);
  if (toasts.length > 0 && !shown) setShown(true);
  if (!shown && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
