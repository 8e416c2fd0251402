"use client";

import { lazy, Suspense, type ComponentProps } from "react";

// Signed-in verified members only: the lean prompt (issue 26) is a chunk of its own, loaded when the page renders it
// for them; imported directly, a server page would put it in every visitor's first load. React.lazy rather than
// next/dynamic, whose loader would add about 3 KB gzip to the page.
const Prompt = lazy(() => import("./lean-prompt").then((m) => ({ default: m.LeanPrompt })));

export function LeanSlot(props: ComponentProps<typeof Prompt>) {
  return (
    <Suspense fallback={null}>
      <Prompt {...props} />
    </Suspense>
  );
}
