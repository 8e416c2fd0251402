"use client";

import { createContext, useContext } from "react";
import type { Role } from "@/lib/roles";
import type { CommentActions } from "./use-comment-actions";

/** The signed-in PV+ reader, as the page passes it. */
export type CommentsViewer = { id: number; roles: Role[] };

type CommentsContextValue = {
  debateId: number;
  viewer: CommentsViewer;
  actions: CommentActions;
  /** the comment a #comment-{id} link pointed at, while it is highlighted */
  highlightedId: number | null;
};

const CommentsContext = createContext<CommentsContextValue | null>(null);
export const CommentsProvider = CommentsContext;

export function useCommentsContext(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error("useCommentsContext needs a CommentsProvider");
  return value;
}
