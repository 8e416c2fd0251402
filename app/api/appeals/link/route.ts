import { json, withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { appealByLink } from "@/lib/server/appeals/appeal-by-link";
import { appealLinkSchema } from "@/lib/validation/appeals";

// POST /api/appeals/link { token, statement }: the signed single-use link of a ban or suspension notice, no sign-in
// (the session is not read: a banned account has none); answers 201 with the appeal, 400 for a bad or used link
export const POST = withRoute({ auth: "public", body: appealLinkSchema }, async ({ body }) =>
  json(await appealByLink(body), 201),
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
