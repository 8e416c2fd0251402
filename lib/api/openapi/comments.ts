// Comments: the tree, PV+ writing, likes.
import { z } from "zod";
import { commentListQuery, commentSchema, likeSchema, replySchema } from "@/lib/validation/comments";
import type { Operation } from "./operation";
import { instant, roles } from "./shapes";

const commentFields = {
  id: z.number().int(),
  debateId: z.number().int(),
  userId: z.number().int().nullable(),
  user: z
    .object({ id: z.number().int().nullable(), username: z.string(), profileImage: z.string().nullable(), roles })
    .nullable(),
  content: z.string(),
  isDeleted: z.boolean(),
  createdAt: instant,
  updatedAt: instant.nullable(),
  likeCount: z.number().int(),
  dislikeCount: z.number().int(),
  userLikeStatus: z.enum(["like", "dislike"]).nullable(),
  parentId: z.number().int().nullable(),
};
type CommentShape = z.infer<z.ZodObject<typeof commentFields>> & { replies: CommentShape[] };
const comment: z.ZodType<CommentShape> = z
  .object({
    ...commentFields,
    get replies() {
      return z.array(comment);
    },
  })
  .meta({ id: "Comment" });

const PV_PLUS: Operation["errors"] = ["NOT_FOUND", "FORBIDDEN", "EMAIL_NOT_VERIFIED"];

export const commentOperations: Operation[] = [
  {
    method: "get",
    path: "/api/debates/{id}/comments",
    summary: "The comment tree, paged by top-level comment (bodies only for PV+ access)",
    auth: "optional",
    cache: "public",
    query: commentListQuery,
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "top-level comments newest first, each with its replies",
        schema: z.array(comment),
        headers: { "X-Next-Cursor": "the `before` of the next page", "X-Total-Count": "top-level comments" },
      },
    },
  },
  {
    method: "post",
    path: "/api/debates/{id}/comments",
    summary: "A PV+ member's top-level comment",
    auth: "pv_plus",
    body: commentSchema,
    errors: [...PV_PLUS, "RATE_LIMITED"],
    responses: { 201: { description: "the comment", schema: comment } },
  },
  {
    method: "patch",
    path: "/api/comments/{id}",
    summary: "The author edits their comment",
    auth: "pv_plus",
    body: commentSchema,
    errors: [...PV_PLUS, "CONFLICT"],
    responses: { 200: { description: "the comment", schema: comment } },
  },
  {
    method: "delete",
    path: "/api/comments/{id}",
    summary: "The author or staff delete a comment ('[deleted]' while it has replies)",
    auth: "user",
    errors: ["NOT_FOUND", "FORBIDDEN", "EMAIL_NOT_VERIFIED"],
    responses: { 200: { description: "deleted", schema: z.object({ ok: z.literal(true), id: z.number().int() }) } },
  },
  {
    method: "post",
    path: "/api/comments/{id}/reply",
    summary: "A PV+ member's reply; the parent's author is told",
    auth: "pv_plus",
    body: replySchema,
    errors: [...PV_PLUS, "RATE_LIMITED", "CONFLICT"],
    responses: { 201: { description: "the reply", schema: comment } },
  },
  {
    method: "post",
    path: "/api/comments/{id}/like",
    summary: "Like or dislike; the same choice again removes it",
    auth: "pv_plus",
    body: likeSchema,
    errors: PV_PLUS,
    responses: {
      200: {
        description: "the counts after",
        schema: z.object({
          commentId: z.number().int(),
          likeCount: z.number().int(),
          dislikeCount: z.number().int(),
          userLikeStatus: z.enum(["like", "dislike"]).nullable(),
        }),
      },
    },
  },
];
