import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password";
import type { Db } from "./index";
import type { Lean } from "../enums";
import { VOTING_WINDOW_MS } from "../debates/voting-window";
import {
  categories,
  commentLikes,
  comments,
  debates,
  debateVoteTallies,
  leans,
  userRoles,
  users,
  votes,
} from "./schema";
import { DEMO_ACCOUNTS, DEMO_CATEGORIES, DEMO_COMMENTS, DEMO_MOTIONS, DEMO_VIDEOS, UNVOTED_MOTION } from "./seed-data";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const VOTERS = 40;

/** Deterministic pseudo-random numbers, so every demo database looks the same. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

async function isSeeded(db: Db) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, "demo_admin")).limit(1);
  return !!row;
}

/**
 * Categories, 31 debates (7 ended: 6 with votes and comments, and one nobody voted on), the four demo accounts and
 * some voters, most of whom recorded a lean before their ballot.
 */
export async function seedDemo(db: Db, password: string) {
  if (await isSeeded(db)) return false;
  const rand = random(42);
  const passwordHash = await hashPassword(password);
  const now = Date.now();

  await db.transaction(async (tx) => {
    const cats = await tx
      .insert(categories)
      .values([...DEMO_CATEGORIES])
      .onConflictDoNothing()
      .returning();
    const catBySlug = new Map((cats.length ? cats : await tx.select().from(categories)).map((c) => [c.slug, c.id]));

    const accounts = await tx
      .insert(users)
      .values(
        [
          ...DEMO_ACCOUNTS.map((a) => ({ username: a.username, email: `${a.username}@peoplesverdict.local` })),
          ...Array.from({ length: VOTERS }, (_, i) => ({
            username: `voter_${String(i + 1).padStart(2, "0")}`,
            email: `voter_${i + 1}@peoplesverdict.local`,
          })),
        ].map((u, i) => ({
          ...u,
          passwordHash,
          emailVerified: true,
          isVerified: i < DEMO_ACCOUNTS.length,
          bio: i < DEMO_ACCOUNTS.length ? "A demo account of People's Verdict." : null,
          joinedAt: new Date(now - (60 - i) * DAY),
        })),
      )
      .returning({ id: users.id, username: users.username });
    const byName = new Map(accounts.map((a) => [a.username, a.id]));
    await tx
      .insert(userRoles)
      .values(DEMO_ACCOUNTS.flatMap((a) => (a.role ? [{ userId: byName.get(a.username)!, role: a.role }] : [])));

    const creators = DEMO_ACCOUNTS.map((a) => byName.get(a.username)!);
    const inserted = await tx
      .insert(debates)
      .values(
        DEMO_MOTIONS.map(([slug, title, a, b], i) => {
          const ended = i % 5 === 0;
          const createdAt = new Date(ended ? now - (8 + i) * DAY : now - ((i * 5) % 150) * HOUR - 10 * 60_000);
          return {
            title,
            description: `${title} Two debaters make their case in a timed, moderated format, then the people decide. Watch both sides before you vote.`,
            categoryId: catBySlug.get(slug)!,
            positionATitle: a,
            positionBTitle: b,
            positionADebater: `Debater ${String.fromCharCode(65 + (i % 26))}. Stone`,
            positionBDebater: `Debater ${String.fromCharCode(65 + ((i + 7) % 26))}. Rivers`,
            debateVideo: DEMO_VIDEOS[i % DEMO_VIDEOS.length],
            creatorId: creators[i % creators.length],
            createdAt,
            votingEndsAt: new Date(createdAt.getTime() + VOTING_WINDOW_MS),
            isFeatured: i === 1,
          };
        }),
      )
      .returning({
        id: debates.id,
        title: debates.title,
        createdAt: debates.createdAt,
        votingEndsAt: debates.votingEndsAt,
      });

    const voterIds = accounts.slice(DEMO_ACCOUNTS.length).map((a) => a.id);
    const ballots = inserted.flatMap((d) => {
      const lean = 0.3 + rand() * 0.4;
      const count = d.title === UNVOTED_MOTION ? 0 : Math.floor(rand() * voterIds.length);
      return voterIds.slice(0, count).map((userId) => ({
        debateId: d.id,
        userId,
        position: rand() < lean ? ("A" as const) : ("B" as const),
        createdAt: new Date(
          d.createdAt.getTime() + rand() * (Math.min(d.votingEndsAt.getTime(), now) - d.createdAt.getTime()),
        ),
      }));
    });
    // cast order (each ballot's place on the board) follows the time cast, as it does for real votes
    ballots.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    // About two voters in three recorded where they stood before watching, before their ballot (one in ten
    // late); drawn from their own sequence, so the rest of the demo data stays as it was. Inserted first: a lean after
    // its member's ballot is refused.
    const leanRand = random(26);
    const openedAt = new Map(inserted.map((d) => [d.id, d.createdAt.getTime()]));
    const leaned = ballots.flatMap((b) => {
      if (leanRand() < 0.35) return [];
      const r = leanRand();
      const lean: Lean = r < 0.55 ? b.position : r < 0.8 ? "undecided" : b.position === "A" ? "B" : "A";
      const at = Math.max(openedAt.get(b.debateId)!, b.createdAt.getTime() - (0.1 + leanRand()) * HOUR);
      return [{ debateId: b.debateId, userId: b.userId, lean, late: leanRand() < 0.1, createdAt: new Date(at) }];
    });
    leaned.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    if (leaned.length) await tx.insert(leans).values(leaned);
    if (ballots.length) await tx.insert(votes).values(ballots);
    // every tally from its rows, rolled up (no shard rows left: docs/decisions/0001-vote-tallies.md)
    await tx.execute(sql`
      with cleared as (delete from ${debateVoteTallies})
      update ${debates} d set votes_a = t.a, votes_b = t.b, vote_total = t.a + t.b
      from (select debate_id, count(*) filter (where position = 'A')::int as a, count(*) filter (where position = 'B')::int as b
            from ${votes} group by debate_id) t
      where t.debate_id = d.id`);
    await tx.execute(sql`
      update ${users} u set debate_count = t.n
      from (select creator_id, count(*)::int as n from ${debates} group by creator_id) t
      where t.creator_id = u.id`);

    const commenters = [byName.get("demo_plus")!, byName.get("demo_moderator")!, ...voterIds.slice(0, 3)];
    const discussed = inserted.filter((_, i) => i % 5 === 0 || i < 4);
    const topLevel = await tx
      .insert(comments)
      .values(
        discussed.flatMap((d) =>
          DEMO_COMMENTS.map((content, j) => ({
            debateId: d.id,
            userId: commenters[j % commenters.length],
            content,
            createdAt: new Date(d.createdAt.getTime() + (j + 1) * HOUR),
          })),
        ),
      )
      .returning({ id: comments.id, debateId: comments.debateId, createdAt: comments.createdAt });
    await tx.insert(comments).values(
      topLevel
        .filter((_, j) => j % 5 === 0)
        .map((c) => ({
          debateId: c.debateId,
          parentId: c.id,
          rootId: c.id,
          userId: commenters[0],
          content: "Agreed, and the closing statement made it even clearer.",
          createdAt: new Date(c.createdAt.getTime() + HOUR),
        })),
    );
    // a few likes and dislikes from the voters, so the counts show
    await tx
      .insert(commentLikes)
      .values(
        topLevel.flatMap((c, j) =>
          voterIds.slice(0, j % 4).map((userId, k) => ({ commentId: c.id, userId, isLike: k % 3 !== 2 })),
        ),
      );
  });
  return true;
}
