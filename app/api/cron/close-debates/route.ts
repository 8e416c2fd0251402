import { after } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { requireCronSecret } from "@/lib/auth/cron-secret";
import { closeDueDebates } from "@/lib/server/results/close-due-debates";
import { emailResults } from "@/lib/server/results/email-results";
import { reportMailFailure } from "@/lib/email/mail-error";

// POST /api/cron/close-debates: (Bearer CRON_SECRET) close every debate past its deadline; the mail goes out after
// the answer. Debates left over past the call's limits are closed by the next call.
const closeDebates = withRoute({ auth: "public" }, async ({ req }) => {
  requireCronSecret(req.headers.get("authorization"));
  const { closed, complete } = await closeDueDebates({ limit: 100, budgetMs: 20_000 });
  if (closed.length) after(() => emailResults(closed).catch((error) => reportMailFailure("results", error)));
  return { closed: closed.length, debateIds: closed.map((d) => d.id), complete };
});

export const POST = closeDebates;
// GET /api/cron/close-debates: the same, for Vercel Cron, which can only send GET (still only with the secret)
export const GET = closeDebates;

export const { PUT, PATCH, DELETE } = methodNotAllowed("GET", "POST");
