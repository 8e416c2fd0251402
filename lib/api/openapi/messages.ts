// The inbox, and staff announcements.
import { z } from "zod";
import { massMessageSchema } from "@/lib/validation/messages";
import type { Operation } from "./operation";
import { instant } from "./shapes";

const inboxMessage = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    content: z.string(),
    senderName: z.string(),
    senderId: z.number().int().nullable(),
    type: z.string(),
    isRead: z.boolean(),
    createdAt: instant,
    debateId: z.number().int().nullable(),
    commentId: z.number().int().nullable(),
    verdict: z
      .object({
        title: z.string(),
        winner: z.string(),
        A: z.number().int(),
        B: z.number().int(),
        total: z.number().int(),
        positionA: z.string(),
        positionB: z.string(),
      })
      .nullable()
      .meta({ description: "a 'Results are in' message: the verdict as it was at the close" }),
    actionId: z.number().int().nullable(),
    appealStatus: z.string().nullable(),
    canAppeal: z.boolean(),
  })
  .meta({ id: "InboxMessage" });

export const messageOperations: Operation[] = [
  {
    method: "get",
    path: "/api/messages",
    summary: "The signed-in user's inbox, newest first",
    auth: "user",
    responses: { 200: { description: "the messages", schema: z.array(inboxMessage) } },
  },
  {
    method: "get",
    path: "/api/messages/unread/count",
    summary: "How many of the signed-in user's messages are unread",
    auth: "user",
    responses: { 200: { description: "the count", schema: z.object({ count: z.number().int() }) } },
  },
  {
    method: "get",
    path: "/api/messages/{id}",
    summary: "One message of the caller's inbox",
    auth: "user",
    errors: ["NOT_FOUND"],
    responses: { 200: { description: "the message", schema: inboxMessage } },
  },
  {
    method: "delete",
    path: "/api/messages/{id}",
    summary: "Remove the message from the caller's inbox only",
    auth: "user",
    errors: ["NOT_FOUND"],
    responses: {
      200: { description: "removed", schema: z.object({ success: z.literal(true), id: z.number().int() }) },
    },
  },
  {
    method: "patch",
    path: "/api/messages/{id}/read",
    summary: "Mark the message read for the caller",
    auth: "user",
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "read",
        schema: z.object({ success: z.literal(true), id: z.number().int(), isRead: z.literal(true) }),
      },
    },
  },
  {
    method: "post",
    path: "/api/messages/mass",
    summary: "Staff: an announcement to every active user's inbox (and email, after the answer)",
    auth: "staff",
    body: massMessageSchema,
    errors: ["RATE_LIMITED", "SUDO_REQUIRED"],
    responses: {
      201: {
        description: "sent",
        schema: z.object({ message: z.string(), id: z.number().int(), recipients: z.number().int() }),
      },
    },
  },
];
