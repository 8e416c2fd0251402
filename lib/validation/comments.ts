import "./zod-config";
import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "@/lib/comments/types";
import { idParam, MAX_ID, plainText } from "./fields";

const EMPTY = "Comment cannot be empty";

/** Comment and reply text: non-empty after trimming (document 1, section 5). */
const commentContentField = plainText(EMPTY)
  .trim()
  .min(1, EMPTY)
  .max(COMMENT_MAX_LENGTH, `Comment must be at most ${COMMENT_MAX_LENGTH} characters`);

/** POST /api/debates/{id}/comments and PATCH /api/comments/{id} */
export const commentSchema = z.object({ content: commentContentField });
export type CommentInput = z.infer<typeof commentSchema>;

/** POST /api/comments/{id}/reply */
export const replySchema = z.object({
  content: commentContentField,
  debateId: z
    .number({ error: "Debate is required" })
    .int("Debate is required")
    .min(1, "Debate is required")
    .max(MAX_ID, "Debate not found"),
});
export type ReplyInput = z.infer<typeof replySchema>;

/** POST /api/comments/{id}/like: true like, false dislike; the same choice again removes it */
export const likeSchema = z.object({ isLike: z.boolean({ error: "isLike must be true or false" }) });

export const commentListQuery = z.object({
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int()
    .min(1, "Limit must be at least 1")
    .max(100, "Limit must be at most 100")
    .default(20),
  before: idParam.optional(),
  thread: idParam.optional(),
});
