"use client";

import { lazy, Suspense, type ComponentProps } from "react";
import { CommentsSkeleton } from "./comments-skeleton";

// The discussion (editor, menus, dialogs, likes, paging) is its own chunk: a server component importing it directly
// would put it in every reader's first load of the debate page, visitors' included, who never see it. React.lazy
// rather than next/dynamic, whose loader would add about 3 KB gzip to the page; the server renders it all the same.
const Panel = lazy(() => import("./comments-panel").then((m) => ({ default: m.CommentsPanel })));

export function CommentsPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={<CommentsSkeleton />}>
      <Panel {...props} />
    </Suspense>
  );
}
