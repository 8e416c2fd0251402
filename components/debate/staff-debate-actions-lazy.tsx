"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// Staff only: the actions and their confirm dialog (Radix AlertDialog, focus scope, scroll lock) are a chunk of their
// own, loaded when the page renders them for staff; imported directly, a server page puts them in every visitor's
// first load. React.lazy rather than next/dynamic, whose loader would add about 3 KB gzip to the page.
const Actions = lazy(() => import("./staff-debate-actions").then((m) => ({ default: m.StaffDebateActions })));

export function StaffDebateActions(props: ComponentProps<typeof Actions>) {
  return (
    <Suspense fallback={null}>
      <Actions {...props} />
    </Suspense>
  );
}
