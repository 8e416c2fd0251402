import "server-only";
import { AppError, badRequest } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { assertUsernameFree } from "./assert-username-free";
import { issueToken } from "./issue-token";
import { sendAccountMail } from "./send-account-mail";

export const MAIL_UNAVAILABLE = "We could not send the confirmation email. Please try again later.";

/** Step one of a username change: checks the name is free, stores it as the token's payload and mails the token. */
export async function requestUsernameChange({
  actor: caller,
  newUsername,
}: {
  actor: Actor | null;
  newUsername: string;
}) {
  const actor = requireUser(caller);
  if (newUsername === actor.username) {
    throw badRequest("That is already your username", { newUsername: "That is already your username" });
  }
  await assertUsernameFree(newUsername, { field: "newUsername", exceptUserId: actor.id });
  if (!actor.email) throw badRequest("Your account has no email address");
  const { raw } = await issueToken({ userId: actor.id, kind: "username_change", payload: newUsername });
  const sent = await sendAccountMail(
    actor.email,
    { kind: "username_change", username: actor.username, newUsername },
    raw,
  );
  if (!sent) throw new AppError("UNAVAILABLE", MAIL_UNAVAILABLE, { retryAfter: 60 });
}
