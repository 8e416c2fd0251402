import { json, withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { listAppeals } from "@/lib/server/appeals/list-appeals";
import { pageHeaders } from "@/lib/server/moderation/staff-list";
import { appealListQuery } from "@/lib/validation/appeals";

// GET /api/moderation/appeals: staff only; AppealView[] pending first, then newest; status filter, from/to window,
// limit and cursor (X-Next-Cursor, X-Total-Count, X-Pending-Count); each says whether the asker may decide it
export const GET = withRoute({ auth: "staff", query: appealListQuery }, async ({ actor, query, setHeader }) => {
  const page = await listAppeals(actor, query);
  for (const [name, value] of Object.entries(pageHeaders(page))) setHeader(name, value);
  setHeader("X-Pending-Count", String(page.pending));
  return json(page.items);
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
