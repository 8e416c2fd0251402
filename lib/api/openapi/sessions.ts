// One's own sessions: settings' list, ending one, ending all the others (docs/decisions/0022-sessions.md).
import { z } from "zod";
import { DEVICE_TYPES } from "@/lib/sessions/types";
import type { Operation } from "./operation";
import { instant } from "./shapes";

const session = z
  .object({
    id: z.uuid().meta({ description: "names the session here; random, it is not the cookie and opens nothing" }),
    device: z.object({
      browser: z.string().nullable().meta({ description: "the browser and its major version, e.g. 'Chrome 131'" }),
      os: z.string().nullable().meta({ description: "the operating system, e.g. 'Windows 10'" }),
      type: z.enum(DEVICE_TYPES).nullable(),
    }),
    createdAt: instant,
    lastActiveAt: instant.describe("the session's latest request, within a few minutes"),
    current: z.boolean().meta({ description: "the session this request came with" }),
  })
  .meta({ id: "AccountSession" });

export const sessionOperations: Operation[] = [
  {
    method: "get",
    path: "/api/auth/sessions",
    summary: "The caller's own signed-in sessions: device, created, last active; this one first",
    auth: "user",
    responses: { 200: { description: "the sessions", schema: z.array(session) } },
  },
  {
    method: "delete",
    path: "/api/auth/sessions",
    summary: "End every session of the caller's account but this one",
    auth: "user",
    allowSuspended: true,
    responses: {
      200: {
        description: "ended; `ended` counts them",
        schema: z.object({ message: z.string(), ended: z.number().int() }),
      },
    },
  },
  {
    method: "delete",
    path: "/api/auth/sessions/{id}",
    summary: "End one of the caller's own sessions: its next request is signed out",
    description: "Another account's session answers 404, as a missing one does. Ending this one clears the cookie.",
    auth: "user",
    allowSuspended: true,
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "ended; `current` when it was this one",
        schema: z.object({ message: z.string(), current: z.boolean() }),
      },
    },
  },
];
