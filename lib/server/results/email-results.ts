import "server-only";
import { createElement } from "react";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import ResultsEmail from "@/emails/results-email";
import { getDb } from "@/lib/db";
import type { RawColumns, RawRow } from "@/lib/db/raw-row";
import { messageParticipants, users } from "@/lib/db/schema";
import { reportMailFailure } from "@/lib/email/mail-error";
import { sendProductMail } from "@/lib/server/mail/send-product-mail";
import { resultsSubject } from "@/lib/results/verdict";
import type { ClosedDebate } from "./close-due-debates";
import { siteUrl } from "@/lib/site-url";

const BATCH = 200;
const PARALLEL = 4;

// the query keeps only accounts with an address
type Recipient = RawRow<typeof users, "id" | "username"> & { email: NonNullable<RawColumns<typeof users>["email"]> };

const p = alias(messageParticipants, "p");
const u = alias(users, "u");

/**
 * One keyset page of a results message's recipients who take product mail, on message_participants' (message, user)
 * key.
 */
async function recipients(messageId: number, after: number): Promise<Recipient[]> {
  const { rows } = await getDb().execute<Recipient>(sql`
    select ${u.id}, ${u.email}, ${u.username}
    from message_participants p join users u on ${u.id} = ${p.userId}
    where ${p.messageId} = ${messageId} and ${p.userId} > ${after} and not ${u.unsubscribed} and ${u.emailVerified}
      and ${u.email} is not null and ${u.status} in ('active', 'suspended')
    order by ${p.userId}
    limit ${BATCH}`);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * 'Results are in' by email to each voter of the closed debates who takes product mail (one mail each, with the
 * one-click unsubscribe), after the answer: keyset batches from the database and a few sends at a time, so memory
 * and concurrency stay bounded however many voted. Only the instance that closed a debate mails its voters, so
 * nobody gets it twice. A failed send is reported, never thrown. Returns how many went out.
 */
export async function emailResults(closed: ClosedDebate[]): Promise<number> {
  let sent = 0;
  for (const debate of closed) {
    const debateUrl = siteUrl(`/debate/${debate.id}`).toString();
    for (let after = 0; ;) {
      let batch: Recipient[];
      try {
        batch = await recipients(debate.messageId, after);
      } catch (error) {
        reportMailFailure("results", error);
        break;
      }
      for (let i = 0; i < batch.length; i += PARALLEL) {
        const results = await Promise.all(
          batch.slice(i, i + PARALLEL).map((to) =>
            sendProductMail({
              to,
              subject: resultsSubject(debate.title),
              kind: "results",
              react: (unsubscribeUrl) =>
                createElement(ResultsEmail, {
                  username: to.username,
                  title: debate.title,
                  verdict: debate.verdict,
                  debateUrl,
                  unsubscribeUrl,
                }),
            }),
          ),
        );
        sent += results.filter(Boolean).length;
      }
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1].id;
    }
  }
  return sent;
}
