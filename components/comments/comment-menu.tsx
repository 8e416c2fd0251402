"use client";

import { useState } from "react";
import { Flag, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { ReportDialog } from "@/components/report/report-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Comment } from "@/lib/comments/types";
import { isStaff } from "@/lib/roles";
import type { CommentsViewer } from "./comments-context";
import { DeleteCommentDialog } from "./delete-comment-dialog";

type CommentMenuItem = "edit" | "delete" | "report";

/** Document 1, section 6: the owner edits and deletes; staff delete anyone's; non-owners report. */
function commentMenuItems(comment: Comment, viewer: CommentsViewer): CommentMenuItem[] {
  if (comment.isDeleted) return [];
  if (comment.userId === viewer.id) return ["edit", "delete"];
  return isStaff(viewer.roles) ? ["delete", "report"] : ["report"];
}

type Props = { comment: Comment; viewer: CommentsViewer; onEdit: () => void };

/** The '...' menu of a comment, with its delete confirmation and report dialog. */
export function CommentMenu({ comment, viewer, onEdit }: Props) {
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const items = commentMenuItems(comment, viewer);
  if (items.length === 0) return null;

  return (
    <>
      {/* not modal: the dialogs it opens take the focus over from it */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button type="button" variant="ghost" size="icon" className="size-8" aria-label="Comment actions">
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {items.includes("edit") && (
            <DropdownMenuItem onSelect={onEdit}>
              <Pencil aria-hidden />
              Edit
            </DropdownMenuItem>
          )}
          {items.includes("delete") && (
            <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(true)}>
              <Trash2 aria-hidden />
              Delete
            </DropdownMenuItem>
          )}
          {items.includes("report") && (
            <DropdownMenuItem onSelect={() => setReporting(true)}>
              <Flag aria-hidden />
              Report
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteCommentDialog commentId={comment.id} open={deleting} onOpenChange={setDeleting} />
      {items.includes("report") && (
        <ReportDialog targetType="comment" targetId={comment.id} open={reporting} onOpenChange={setReporting} />
      )}
    </>
  );
}
