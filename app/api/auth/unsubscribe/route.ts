import { after } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import { reportMailFailure } from "@/lib/email/mail-error";
import { limitUnsubscribeLink } from "@/lib/server/accounts/limit-unsubscribe-link";
import { mailUnsubscribeLink } from "@/lib/server/accounts/mail-unsubscribe-link";
import { unsubscribeSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

const MESSAGE = "If an account uses that address, we have emailed it a link to unsubscribe in one click.";

// POST /api/auth/unsubscribe: mails the address a one-click unsubscribe link (it stops nothing itself); the same
// answer, in words and in time, for any address: the lookup and the mail come after the answer
export const POST = withRoute({ auth: "public", body: unsubscribeSchema }, async ({ body }) => {
  await limitUnsubscribeLink(body);
  after(() => mailUnsubscribeLink(body).catch((error: unknown) => reportMailFailure("unsubscribe_link", error)));
  return { success: true, message: MESSAGE };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
