import type { VotePosition } from "@/lib/enums";
/** One page of a debate's ballot board, as /debate/{id}/ballots shows it (isomorphic: the page and its parts). */
export type BoardBatch = { index: number; size: number; root: string; commitments: string[] };
export type BoardBallot = {
  commitment: string;
  side: VotePosition;
  opening: string;
};
export type BoardPage = {
  debate: {
    id: number;
    title: string;
    positionATitle: string;
    positionBTitle: string;
    votingEndsAt: string;
    closed: boolean;
  };
  /** ballots cast; published: those in published batches */
  total: number;
  published: number;
  batchCount: number;
  lastRoot: string | null;
  /** the verdict, once closed */
  result: { A: number; B: number; total: number } | null;
  batches: BoardBatch[];
  /**
   * every counted ballot sorted by commitment, this page of them; null while open. A voided ballot is in its batch and
   * in the ledger's list, never here: its side would be its voter's (docs/decisions/0017-integrity-ledger.md)
   */
  ballots: BoardBallot[] | null;
};

export const BATCHES_PER_PAGE = 20;
export const BALLOTS_PER_PAGE = 100;
