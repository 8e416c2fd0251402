import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { AppError, forbidden } from "@/lib/errors";

type Account = { id: number; status: string; suspendedUntil: Date | null; emailVerified: boolean };

export const formatUntil = (until: Date) => `${until.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * After the password matched: banned and suspended accounts stay out (a finished suspension lifts itself), then
 * unverified ones.
 */
export async function assertCanLogIn(account: Account) {
  if (account.status === "banned") throw forbidden("Your account has been banned.");
  if (account.status === "suspended") {
    const until = account.suspendedUntil;
    if (!until) throw new AppError("SUSPENDED", "Your account is suspended.");
    // the message in UTC (the server does not know the reader's zone); suspendedUntil lets the page write it in theirs
    if (until.getTime() > Date.now())
      throw new AppError("SUSPENDED", `Your account is suspended until ${formatUntil(until)}.`, {
        details: { suspendedUntil: until.toISOString() },
      });
    await getDb()
      .update(users)
      .set({ status: "active", suspendedUntil: null })
      .where(and(eq(users.id, account.id), eq(users.status, "suspended"), lte(users.suspendedUntil, sql`now()`)));
  }
  if (!account.emailVerified) {
    throw new AppError(
      "EMAIL_NOT_VERIFIED",
      "Email not verified. Please check your inbox for the verification link, or request a new one.",
    );
  }
}
