// A debate as every call and page shows it (document 1, section 3; decisions.md 'Votes': sealed ballot).
import type { PublishedSwing } from "@/lib/results/swing";
import type { Lean, VotePosition } from "@/lib/enums";

export type SealedVoteCount = { total: number };
export type OpenVoteCount = { A: number; B: number; total: number };
export type VoteCount = SealedVoteCount | OpenVoteCount;
/** GET /api/debates/{id}/turnout: the count an open page follows (never the split). */
export type Turnout = { debateId: number; total: number };

export type DebateCategory = { id: number; name: string; slug: string; color: string };

export type Debate = {
  id: number;
  title: string;
  description: string;
  categoryId: number;
  positionATitle: string;
  positionBTitle: string;
  positionADebater: string | null;
  positionBDebater: string | null;
  debateVideo: string;
  category: DebateCategory;
  /** id is null once the creator's account is deleted */
  creatorInfo: { id: number | null; username: string };
  createdAt: string;
  votingEndsAt: string;
  isActive: boolean;
  isFeatured: boolean;
  voteCount: VoteCount;
  commentCount: number;
  /** one debate's read once voting has ended: how minds changed; absent while open and in lists */
  swing?: PublishedSwing;
};

/** The asker's own lean: where they stood before watching, whether it came late, its board receipt. */
export type LeanStatus = { lean: Lean; late: boolean; receipt: string };

/**
 * The asker's own vote and lean. GET /api/votes/{debateId}/user always answers lean (null: none); it is optional here
 * only for the widget's own optimistic updates.
 */
export type VoteStatus = { hasVoted: boolean; position: VotePosition | null; lean?: LeanStatus | null };

export const hasSplit = (count: VoteCount): count is OpenVoteCount => "A" in count;

/** Who is looking, as the server saw it when rendering the page. */
export type Viewer = { signedIn: boolean; emailVerified: boolean };

/** A search counts its matches up to this many; past it the count reads "1000+". */
export const SEARCH_COUNT_CAP = 1000;
