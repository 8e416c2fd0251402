"use client";

import { useCommentsContext } from "./comments-context";
import { CommentForm } from "./comment-form";

type Props = { draft: string; onChange: (value: string) => void; commentId: number; onDone: () => void };

/** Edit in place: Save (disabled when empty) and Cancel; the draft lives in the draft store while editing. */
export function CommentEditor({ draft, onChange, commentId, onDone }: Props) {
  const { actions } = useCommentsContext();
  return (
    <CommentForm
      className="mt-2"
      value={draft}
      onChange={onChange}
      onSubmit={async (content) => {
        if (await actions.edit(commentId, content)) onDone();
      }}
      onCancel={onDone}
      label="Edit comment"
      submitLabel="Save"
      autoFocus
    />
  );
}
