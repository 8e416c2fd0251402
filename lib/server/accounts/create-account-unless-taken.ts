import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { TOKEN_LIFETIME_SECONDS } from "./issue-token";

type NewAccount = {
  username: string;
  email: string;
  passwordHash: string;
  registrationNetwork: string | null;
  /** the SHA-256 of the verification link's token */
  tokenHash: string;
};

type Outcome = { created: true } | { created: false; owner: { email: string; username: string } | null };

type Row = { created: number | null; owner_email: string | null; owner_username: string | null };

/**
 * A registration's one statement, whether or not the email's mailbox already has a live account, so a taken email
 * costs what a fresh one costs (decisions.md 'Accounts and sessions': same status, body and timing): the account with
 * its verification token when the mailbox is free (one account per mailbox: users_email_mailbox_key), else nothing
 * written and the mailbox's owner, to be told. The new account has no earlier token to retire (issue-token.ts).
 * Another unique index (the username, lower(email)) meeting a concurrent registration throws as a unique violation.
 */
export async function createAccountUnlessTaken(account: NewAccount): Promise<Outcome> {
  const { username, email, passwordHash, registrationNetwork, tokenHash } = account;
  const { rows } = await getDb().execute<Row>(sql`
    with created as (
      insert into users (username, email, password_hash, registration_network)
      values (${username}, ${email}, ${passwordHash}, ${registrationNetwork})
      on conflict (mailbox) where not mailbox_shared do nothing
      returning id
    ), token as (
      insert into auth_tokens (user_id, kind, token_hash, expires_at)
      select id, 'verify_email', ${tokenHash}, now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS.verify_email})
      from created
    )
    select (select id from created) as created, o.email as owner_email, o.username as owner_username
    from (select 1) as one
    left join users o on not exists (select 1 from created) and o.mailbox = canonical_mailbox(${email})
      and not o.mailbox_shared and o.status <> 'deleted'
    limit 1`);
  const [row] = rows;
  if (row?.created != null) return { created: true };
  const owner = row?.owner_email ? { email: row.owner_email, username: row.owner_username ?? "" } : null;
  return { created: false, owner };
}
