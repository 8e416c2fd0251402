import { beforeAll, describe, expect, it } from "vitest";
import type { BoardBallot, BoardBatch, BoardPage } from "../../lib/ballots/types";
import type { Comment, CommentAuthor } from "../../lib/comments/types";
import type { Debate, DebateCategory, OpenVoteCount, SealedVoteCount } from "../../lib/debates/types";
import type { PublishedSwing } from "../../lib/results/swing";
import { getBoardPage } from "../../lib/server/ballots/get-board-page";
import { getComment } from "../../lib/server/comments/get-comment";
import { getDebate } from "../../lib/server/debates/get-debate";
import { createCategory, endedAgo, insertComment, insertDebate } from "../fixtures/debates";
import { createUser } from "../fixtures/users";
import { addVoters, sides } from "../fixtures/voters";

// Each view's keys, as the type checker knows them: a record with exactly the keys of the type (a key added to or
// removed from the type fails `npm run typecheck` here), compared, in order, with the JSON PostgreSQL built for a row.
const keysOf =
  <T>() =>
  (keys: Record<keyof T, true>) =>
    Object.keys(keys);

const DEBATE = keysOf<Debate>()({
  id: true,
  title: true,
  description: true,
  categoryId: true,
  positionATitle: true,
  positionBTitle: true,
  positionADebater: true,
  positionBDebater: true,
  debateVideo: true,
  category: true,
  creatorInfo: true,
  createdAt: true,
  votingEndsAt: true,
  isActive: true,
  isFeatured: true,
  voteCount: true,
  commentCount: true,
  swing: true,
});
const CATEGORY = keysOf<DebateCategory>()({ id: true, name: true, slug: true, color: true });
const CREATOR = keysOf<Debate["creatorInfo"]>()({ id: true, username: true });
const OPEN_COUNT = keysOf<OpenVoteCount>()({ A: true, B: true, total: true });
const SEALED_COUNT = keysOf<SealedVoteCount>()({ total: true });
const SWING = keysOf<PublishedSwing>()({
  table: true,
  paired: true,
  withoutLean: true,
  late: true,
  shares: true,
  change: true,
  net: true,
  interval: true,
  tooClose: true,
  suppressed: true,
});
const COMMENT = keysOf<Comment>()({
  id: true,
  debateId: true,
  userId: true,
  user: true,
  content: true,
  isDeleted: true,
  createdAt: true,
  updatedAt: true,
  likeCount: true,
  dislikeCount: true,
  userLikeStatus: true,
  parentId: true,
  replies: true,
}).filter((key) => key !== "replies"); // nested by toCommentTree, not by the SQL
const AUTHOR = keysOf<CommentAuthor>()({ id: true, username: true, profileImage: true, roles: true });
const BOARD = keysOf<BoardPage>()({
  debate: true,
  total: true,
  published: true,
  batchCount: true,
  lastRoot: true,
  result: true,
  batches: true,
  ballots: true,
});
const BOARD_DEBATE = keysOf<BoardPage["debate"]>()({
  id: true,
  title: true,
  positionATitle: true,
  positionBTitle: true,
  votingEndsAt: true,
  closed: true,
});
const BATCH = keysOf<BoardBatch>()({ index: true, size: true, root: true, commitments: true });
const BALLOT = keysOf<BoardBallot>()({ commitment: true, side: true, opening: true });

let open: { id: number };
let ended: { id: number };
let commentId: number;
let viewerId: number;
beforeAll(async () => {
  const cat = await createCategory();
  const creator = await createUser();
  viewerId = creator.id;
  open = await insertDebate({ categoryId: cat.id, creatorId: creator.id });
  ended = await insertDebate({ categoryId: cat.id, creatorId: creator.id, ...endedAgo(1000) });
  await addVoters(ended.id, sides(2, 1));
  commentId = (await insertComment(open.id, creator.id)).id;
});

describe("the JSON views' keys are their types' keys", () => {
  it("a debate, open and ended, with its category, creator and vote count (and, ended, its swing)", async () => {
    for (const [id, count] of [
      [open.id, SEALED_COUNT],
      [ended.id, OPEN_COUNT],
    ] as const) {
      const debate = await getDebate(null, id);
      expect(Object.keys(debate)).toEqual(id === open.id ? DEBATE.filter((key) => key !== "swing") : DEBATE);
      expect(Object.keys(debate.category)).toEqual(CATEGORY);
      expect(Object.keys(debate.creatorInfo)).toEqual(CREATOR);
      expect(Object.keys(debate.voteCount)).toEqual(count);
      if (debate.swing) expect(Object.keys(debate.swing)).toEqual(SWING);
    }
    expect((await getDebate(null, ended.id)).swing).toBeDefined();
  });

  it("a comment and its author", async () => {
    const comment = await getComment(commentId, viewerId);
    expect(Object.keys(comment).filter((key) => key !== "replies")).toEqual(COMMENT);
    expect(Object.keys(comment.user!)).toEqual(AUTHOR);
  });

  it("a closed board page with its batches and ballots", async () => {
    const page = (await getBoardPage(ended.id, { batchPage: 1, ballotPage: 1 }))!;
    expect(Object.keys(page)).toEqual(BOARD);
    expect(Object.keys(page.debate)).toEqual(BOARD_DEBATE);
    expect(Object.keys(page.result!)).toEqual(OPEN_COUNT);
    expect(page.batches.map((b) => Object.keys(b))).toEqual([BATCH]);
    expect(page.ballots!.map((b) => Object.keys(b))).toEqual([BALLOT, BALLOT, BALLOT]);
  });
});
