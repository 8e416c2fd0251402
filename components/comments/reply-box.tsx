"use client";

import { useCommentsContext } from "./comments-context";
import { CommentForm } from "./comment-form";
import { useDraft } from "./draft-store";

type Props = { parentId: number; parentName: string; onClose: () => void; onPosted: () => void };

/** The reply box under a comment; its draft outlives closing and reopening. */
export function ReplyBox({ parentId, parentName, onClose, onPosted }: Props) {
  const { debateId, actions } = useCommentsContext();
  const [draft, setDraft] = useDraft(debateId, `reply:${parentId}`);
  return (
    <CommentForm
      className="mt-2"
      value={draft ?? ""}
      onChange={setDraft}
      onSubmit={async (content) => {
        if (!(await actions.reply(parentId, content))) return;
        setDraft(undefined);
        onPosted();
      }}
      onCancel={onClose}
      label={`Reply to ${parentName}`}
      placeholder="Write a reply..."
      submitLabel="Post Reply"
      autoFocus
    />
  );
}
