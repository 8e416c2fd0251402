import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../lib/db";
import { categories, commentLikes, comments, debates, reports, users, votes } from "../../lib/db/schema";
import { createUser } from "../fixtures/users";

const DAY = 86_400_000;
let debateId: number;
let userId: number;

async function rejects(promise: Promise<unknown>, pattern: RegExp) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { cause?: { message?: string; constraint?: string }; message?: string },
  );
  expect(error, "the database accepted a row it must refuse").not.toBeNull();
  // failed queries keep the constraint's name, not the database's message, which can quote the row
  // (lib/db/scrub-errors.ts)
  expect(`${error?.message} ${error?.cause?.message ?? ""} ${error?.cause?.constraint ?? ""}`).toMatch(pattern);
}

beforeAll(async () => {
  const db = getDb();
  const [category] = await db
    .insert(categories)
    .values({ name: "Science", slug: "science", color: "#16a34a" })
    .returning();
  const user = await createUser();
  userId = user.id;
  const now = Date.now();
  const [debate] = await db
    .insert(debates)
    .values({
      title: "Is the database the referee?",
      description: "x".repeat(60),
      categoryId: category.id,
      positionATitle: "Yes",
      positionBTitle: "No",
      creatorId: user.id,
      createdAt: new Date(now),
      votingEndsAt: new Date(now + 7 * DAY),
    })
    .returning();
  debateId = debate.id;
});

describe("the database itself enforces the rules", () => {
  it("refuses a second vote by the same user on the same debate", async () => {
    const db = getDb();
    await db.insert(votes).values({ debateId, userId, position: "A" });
    await rejects(db.insert(votes).values({ debateId, userId, position: "B" }), /votes_debate_user_key/);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(votes);
    expect(n).toBe(1);
  });

  it("refuses a vote position other than A or B", async () => {
    const other = await createUser();
    await rejects(
      getDb().execute(sql`insert into votes (debate_id, user_id, position) values (${debateId}, ${other.id}, 'C')`),
      /votes_position_check/,
    );
  });

  it("treats usernames and emails as unique regardless of case", async () => {
    await createUser({ username: "CaseTest", email: "case@example.com" });
    await rejects(createUser({ username: "casetest", email: "other@example.com" }), /users_username_lower_key/);
    await rejects(createUser({ username: "another", email: "CASE@example.com" }), /users_email_lower_key/);
  });

  it("keeps one like per user and comment", async () => {
    const db = getDb();
    const [comment] = await db.insert(comments).values({ debateId, userId, content: "First!" }).returning();
    await db.insert(commentLikes).values({ commentId: comment.id, userId, isLike: true });
    await rejects(
      db.insert(commentLikes).values({ commentId: comment.id, userId, isLike: false }),
      /comment_likes_comment_user_key/,
    );
  });

  it("refuses unknown report reasons and a second pending report of the same target", async () => {
    const db = getDb();
    await rejects(
      db.execute(
        sql`insert into reports (reported_by, target_type, target_id, reason) values (${userId}, 'debate', ${debateId}, 'boring')`,
      ),
      /reports_reason_check/,
    );
    await db.insert(reports).values({ reportedBy: userId, targetType: "debate", targetId: debateId, reason: "spam" });
    await rejects(
      db.insert(reports).values({ reportedBy: userId, targetType: "debate", targetId: debateId, reason: "other" }),
      /reports_one_pending_key/,
    );
  });

  it("refuses unique category names and slugs, blank comments and unknown statuses", async () => {
    const db = getDb();
    await rejects(
      db.insert(categories).values({ name: "Science", slug: "science-2", color: "#000" }),
      /categories_name_key/,
    );
    await rejects(db.insert(comments).values({ debateId, userId, content: "   " }), /comments_content_check/);
    await rejects(db.execute(sql`update users set status = 'zombie' where id = ${userId}`), /users_status_check/);
    const [row] = await db
      .select({ status: users.status })
      .from(users)
      .where(sql`id = ${userId}`);
    expect(row.status).toBe("active");
  });
});
