"use client";

import dynamic from "next/dynamic";
import { CommentsSkeleton } from "./comments-skeleton";

// The discussion (editor, menus, dialogs, likes, paging) is its own chunk: a server component importing it directly
// would put it in every reader's first load of the debate page, visitors' included, who never see it.
export const CommentsPanel = dynamic(() => import("./comments-panel").then((m) => m.CommentsPanel), {
  loading: () => <CommentsSkeleton />,
});
