import { json, withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { createAppeal } from "@/lib/server/appeals/create-appeal";
import { createAppealSchema } from "@/lib/validation/appeals";

// POST /api/appeals { actionId, statement }: the person a takedown, warning, suspension or ban affected appeals it,
// once, within 180 days (a suspended account may, while signed in: allowSuspended); answers 201 with the appeal
export const POST = withRoute(
  { auth: "user", allowSuspended: true, body: createAppealSchema },
  async ({ actor, body }) => json(await createAppeal(actor, body), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
