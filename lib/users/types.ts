// What the profile pages show of a user, as lib/server/users answers it (each function there is typed by these).
import type { UserStatus, VotePosition } from "@/lib/enums";
import type { Role } from "@/lib/roles";

/** Anyone's public card: never the email; both stats counted by the database. */
export type PublicUser = {
  id: number;
  username: string;
  profileImage: string | null;
  bio: string | null;
  isVerified: boolean;
  /** the first instant (UTC) of the month the account joined: others see no finer */
  joinedAt: Date;
  debateCount: number;
  votesCount: number;
  role: Role;
  roles: Role[];
};

/** The signed-in user's own record, with the profile stats. */
export type OwnProfile = {
  id: number;
  username: string;
  profileImage: string | null;
  bio: string | null;
  emailVerified: boolean;
  isVerified: boolean;
  joinedAt: Date;
  lastActive: Date | null;
  status: UserStatus;
  debateCount: number;
  roles: Role[];
  role: Role;
  email: string | null;
  unsubscribed: boolean;
  votesCast: number;
  debatesCreated: number;
};

/** One of the signed-in user's own live debates: only the total vote count (sealed ballot). */
export type OwnDebate = {
  id: number;
  title: string;
  description: string;
  positionATitle: string;
  positionBTitle: string;
  voteTotal: number;
  createdAt: Date;
  votingEndsAt: Date;
  category: { id: number; name: string; color: string };
};

export type UserVote = {
  /** the vote's id: only for the voter themselves (ids follow the order votes were cast) */
  id?: number;
  /** for the voter, when they voted; for others only the day (midnight UTC): decisions.md 'Vote integrity' */
  createdAt: Date;
  /** only ever present for the voter themselves (decisions.md, 'Votes': anonymity) */
  position?: VotePosition;
  /** the ballot's receipt (its commitment on the board): only ever present for the voter themselves */
  receipt?: string;
  /** the voter's own ballot voided by this moderation action (docs/decisions/0017-integrity-ledger.md): not counted */
  voidedBy?: number;
  debate: {
    id: number;
    title: string;
    description: string;
    positionATitle: string;
    positionBTitle: string;
    category: { id: number; name: string; slug: string; color: string };
  };
};
