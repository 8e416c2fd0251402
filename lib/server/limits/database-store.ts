import "server-only";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { RateLimiterDrizzle } from "rate-limiter-flexible";
import { prepared } from "@/lib/db/prepared";
import { rateLimits } from "@/lib/db/schema";

type Row = typeof rateLimits.$inferSelect;

const key = sql.placeholder("key");
const points = sql.placeholder("points");
const time = (name: string) => sql.param(sql.placeholder(name), rateLimits.expire);

/**
 * rate-limiter-flexible's Drizzle store over the rate_limits table, with its statements prepared once
 * (lib/db/prepared.ts) instead of rebuilt on every call: every vote, comment and login reads and counts a limit,
 * and the rebuilding was a tenth of a vote's CPU. It overrides two of the store's documented extension points (_get,
 * _upsert) with the same SQL as the library's; deleting a key and reading a row into a result stay the library's.
 */
export class DatabaseLimiterStore extends RateLimiterDrizzle {
  async _get(rlKey: string): Promise<Row | null> {
    const statement = prepared("limits:get", (db) =>
      db
        .select()
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), or(gt(rateLimits.expire, time("now")), isNull(rateLimits.expire))))
        .limit(1),
    );
    const [row] = await statement.execute({ key: rlKey, now: new Date() });
    return row ?? null;
  }

  /**
   * Adds `added` points to the key's window, or starts a new window once the old one has expired. A refund
   * (negative `added`) never takes a window below zero, nor opens a new one with a negative count.
   */
  async _upsert(rlKey: string, added: number, msDuration: number, forceExpire = false): Promise<Row> {
    const statement = prepared(`limits:upsert:${forceExpire}`, (db) => {
      const expired = sql`${rateLimits.expire} <= ${time("now")}`;
      return db
        .insert(rateLimits)
        .values({ key, points: sql`greatest(0, ${points})`, expire: sql.placeholder("expire") })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: forceExpire
            ? { points: sql`${points}`, expire: sql`${time("expire")}` }
            : {
                points: sql`greatest(0, case when ${expired} then ${points} else ${rateLimits.points} + ${points} end)`,
                expire: sql`case when ${expired} then ${time("expire")} else ${rateLimits.expire} end`,
              },
        })
        .returning();
    });
    // every limit in LIMITS has a window, so the expiry is never null
    const now = new Date();
    const [row] = await statement.execute({
      key: rlKey,
      points: added,
      now,
      expire: new Date(now.getTime() + msDuration),
    });
    return row;
  }
}
