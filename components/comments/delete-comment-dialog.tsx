"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useCommentsContext } from "./comments-context";

type Props = { commentId: number; open: boolean; onOpenChange: (open: boolean) => void };

/** Document 1, section 5: deleting asks first. */
export function DeleteCommentDialog({ commentId, open, onOpenChange }: Props) {
  const { actions } = useCommentsContext();
  const remove = () => {
    onOpenChange(false);
    void actions.remove(commentId);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete comment"
      description="Are you sure you want to delete this comment?"
      confirm={{ label: "Delete", variant: "destructive", onClick: remove }}
    />
  );
}
