"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import { parseVideo } from "@/lib/debates/video";

// Signed-in verified members only: the lean prompt (issue 26) is a chunk of its own, loaded when the page renders it
// for them; imported directly, a server page would put it in every visitor's first load. React.lazy rather than
// next/dynamic, whose loader would add about 3 KB gzip to the page.
const Prompt = lazy(() => import("./lean-prompt").then((m) => ({ default: m.LeanPrompt })));

/** The lean asks where a member stood before watching: offered only where there is a video to watch. */
export function LeanSlot(props: ComponentProps<typeof Prompt>) {
  if (parseVideo(props.debate.debateVideo).kind === "none") return null;
  return (
    <Suspense fallback={null}>
      <Prompt {...props} />
    </Suspense>
  );
}
