import { after } from "next/server";
import { json, withRoute } from "@/lib/api/with-route";
import { createAction } from "@/lib/server/moderation/create-action";
import { listActions } from "@/lib/server/moderation/list-actions";
import { pageHeaders } from "@/lib/server/moderation/staff-list";
import { createActionSchema, staffListQuery } from "@/lib/validation/moderation";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/moderation/actions: staff only; ModerationActionView[] newest first, from/to window, limit and cursor
// (X-Next-Cursor when there is more, X-Total-Count); a user target also carries targetName (or '[deleted user]')
export const GET = withRoute({ auth: "staff", query: staffListQuery }, async ({ actor, query, setHeader }) => {
  const page = await listActions(actor, query);
  for (const [name, value] of Object.entries(pageHeaders(page))) setHeader(name, value);
  return json(page.items);
});

// POST /api/moderation/actions: the Create Action form (duration in days); answers 201 with the ModerationActionView,
// the notice email goes after the answer. A takedown of content already taken down answers 200 with that takedown.
export const POST = withRoute({ auth: "staff", body: createActionSchema }, async ({ actor, body }) => {
  const { action, sendMail, created } = await createAction(actor, body);
  if (sendMail) after(sendMail);
  return json(action, created ? 201 : 200);
});

export const { PUT, PATCH, DELETE } = methodNotAllowed("GET", "POST");
