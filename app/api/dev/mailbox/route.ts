import { z } from "zod";
import { withRoute } from "@/lib/api/with-route";
import { validate } from "@/lib/api/parse-input";
import { env } from "@/lib/env";
import { notFound } from "@/lib/errors";
import { listDevMail } from "@/lib/server/mail/list-dev-mail";
import { emailField } from "@/lib/validation/fields";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

const query = z.object({ to: emailField });

// GET /api/dev/mailbox?to=EMAIL: the development mailbox of one address, newest first (demo mode only, else 404)
export const GET = withRoute({ auth: "public" }, async ({ req }) => {
  if (!env().DEMO_MODE) throw notFound();
  const { to } = validate(query, { to: req.nextUrl.searchParams.get("to") ?? "" });
  return listDevMail({ to });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
