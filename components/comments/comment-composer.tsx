"use client";

import { Send } from "lucide-react";
import { useCommentsContext } from "./comments-context";
import { CommentForm } from "./comment-form";
import { useDraft } from "./draft-store";

/** The new-comment box at the top of the discussion. */
export function CommentComposer() {
  const { debateId, actions } = useCommentsContext();
  const [draft, setDraft] = useDraft(debateId, "post");
  return (
    <CommentForm
      value={draft ?? ""}
      onChange={setDraft}
      onSubmit={async (content) => {
        if (await actions.post(content)) setDraft(undefined);
      }}
      label="Add a comment"
      placeholder="Share your thoughts on this debate..."
      submitLabel={
        <>
          <Send aria-hidden />
          Post
        </>
      }
    />
  );
}
