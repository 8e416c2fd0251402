import "server-only";
import { uniqueViolation } from "@/lib/database-errors";
import { hashPassword } from "@/lib/auth/password";
import { newToken } from "@/lib/auth/tokens";
import { env } from "@/lib/env";
import { conflict } from "@/lib/errors";
import { addressNetworks } from "@/lib/address-networks";
import { addressHash } from "@/lib/server/limits/address-hash";
import { consumeAddressLimits } from "@/lib/server/limits/consume-address-limits";
import { assertProofOfWork } from "@/lib/server/pow/assert-proof-of-work";
import { recordRefusal } from "@/lib/server/ballots/record-refusal";
import type { RegisterInput } from "@/lib/validation/auth";
import { assertUsernameFree, USERNAME_TAKEN } from "./assert-username-free";
import { assertMailboxAccepted } from "./assert-mailbox-accepted";
import { findAccountByMailbox } from "./find-account-by-mailbox";
import { createAccountUnlessTaken } from "./create-account-unless-taken";
import { sendAccountMail } from "./send-account-mail";
import { sendSignupAttemptMail } from "./send-signup-attempt-mail";
import { inSpan } from "@/lib/tracing/in-span";

/**
 * Creates the account, or, when the email's mailbox (case, Gmail's dots, +tags: find-account-by-mailbox.ts) already has
 * one, creates nothing and prepares a mail to its owner instead (decisions.md 'Accounts and sessions'): both answer the
 * same, after the same work (the password hash, and one statement that writes the account or finds the owner), and
 * the mail is returned for the handler to send after its answer. A taken username is still told (409): usernames are
 * public. A disposable-mail domain is refused (400). The account keeps the keyed hash of its registration network,
 * never the address. The proof of work is spent even when the registration then fails (a taken username): the form
 * solves a new one at once. `emailFailed` says the site has no way to send mail at all (DEMO_MODE off, no
 * RESEND_API_KEY).
 */
export function registerUser(input: RegisterInput & { ip: string | null }) {
  return inSpan("account.register", () => register(input));
}

async function register({ username, email, password, from, altcha, ip }: RegisterInput & { ip: string | null }) {
  // before any other work: a registration costs its maker a proof of work (docs/decisions/0016-proof-of-work.md). A
  // refusal of either is counted in the ledger of the debate the registration came from, if any (record-refusal.ts)
  try {
    await consumeAddressLimits("register", ip);
  } catch (error) {
    await recordRefusal({ rule: "limit", from, ip });
    throw error;
  }
  try {
    await assertProofOfWork(altcha);
  } catch (error) {
    await recordRefusal({ rule: "proof_of_work", from, ip });
    throw error;
  }
  assertMailboxAccepted(email);
  await assertUsernameFree(username, { field: "username" });
  const passwordHash = await hashPassword(password);
  const { DEMO_MODE, RESEND_API_KEY } = env();
  const answer = { emailFailed: !DEMO_MODE && !RESEND_API_KEY, developmentMode: DEMO_MODE };

  // one statement whether the email is taken or not (create-account-unless-taken.ts): the same work either way
  const network = ip ? addressNetworks(ip)?.network : undefined;
  const registrationNetwork = network ? addressHash("net", network) : null;
  const token = newToken();
  try {
    const outcome = await createAccountUnlessTaken({
      username,
      email,
      passwordHash,
      registrationNetwork,
      tokenHash: token.hash,
    });
    if (!outcome.created) {
      const { owner } = outcome;
      return {
        ...answer,
        mail: async () => void (owner && (await sendSignupAttemptMail(owner.email, owner.username))),
      };
    }
    return {
      ...answer,
      mail: async () => void (await sendAccountMail(email, { kind: "verification", username, from }, token.raw)),
    };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes("email")) {
      // registered at the same moment by another request: the same answer, and the owner is told
      const raced = await findAccountByMailbox(email);
      return {
        ...answer,
        mail: async () => void (raced?.email && (await sendSignupAttemptMail(raced.email, raced.username))),
      };
    }
    if (constraint) throw conflict(USERNAME_TAKEN, { username: USERNAME_TAKEN });
    throw error;
  }
}
