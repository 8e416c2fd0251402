// 'Download my data' (decisions.md 'Accounts (2026-12-04)', issue 36 item 5): the rows of each file of the archive, as
// lib/server/my-data collects them. Flat rows of plain values, so the JSON and the CSV of a file hold the same thing;
// every instant is an ISO 8601 string in UTC.
import type {
  AppealStatus,
  Lean,
  ModerationActionKind,
  ReportReason,
  ReportStatus,
  ReportTarget,
  UserStatus,
  VotePosition,
} from "@/lib/enums";
import type { Role } from "@/lib/roles";

type Instant = string;

export type ProfileRow = {
  id: number;
  username: string;
  email: string | null;
  emailVerified: boolean;
  verifiedBadge: boolean;
  status: UserStatus;
  suspendedUntil: Instant | null;
  roles: Role[];
  bio: string | null;
  profileImage: string | null;
  joinedAt: Instant;
  lastActive: Instant | null;
  productEmails: boolean;
  registrationNetworkHash: string | null;
  sharesMailboxWithOlderAccount: boolean;
};

export type UsernameChangeRow = {
  oldUsername: string;
  newUsername: string;
  confirmed: boolean;
  requestedAt: Instant;
};

export type SessionRow = {
  thisSession: boolean;
  device: string;
  startedAt: Instant;
  lastActiveAt: Instant;
  expiresAt: Instant;
  rememberMe: boolean;
};

export type PasskeyRow = {
  name: string;
  addedAt: Instant;
  lastUsedAt: Instant | null;
  synced: boolean;
};

export type TwoFactorRow = {
  turnedOnAt: Instant;
  recoveryCodesLeft: number;
};

export type DebateRow = {
  debateId: number;
  title: string;
  description: string;
  category: string;
  positionA: string;
  positionB: string;
  debaterA: string | null;
  debaterB: string | null;
  video: string;
  createdAt: Instant;
  votingEndsAt: Instant;
  visible: boolean;
  votes: number;
};

export type BallotRow = {
  debateId: number;
  debateTitle: string;
  side: VotePosition;
  sideTitle: string;
  castAt: Instant;
  votingEndsAt: Instant;
  receipt: string;
  opening: string;
  voidedByAction: number | null;
  board: string;
};

export type LeanRow = {
  debateId: number;
  debateTitle: string;
  lean: Lean;
  late: boolean;
  recordedAt: Instant;
  receipt: string;
  opening: string;
  voidedByAction: number | null;
};

export type CommentRow = {
  commentId: number;
  debateId: number;
  debateTitle: string;
  replyTo: number | null;
  content: string;
  createdAt: Instant;
  editedAt: Instant | null;
  deletedAt: Instant | null;
};

export type LikeRow = {
  commentId: number;
  debateId: number;
  choice: "like" | "dislike";
  createdAt: Instant;
};

export type ReportRow = {
  reportId: number;
  targetType: ReportTarget;
  targetId: number;
  reason: ReportReason;
  description: string | null;
  status: ReportStatus;
  createdAt: Instant;
  reviewedAt: Instant | null;
};

export type MessageRow = {
  messageId: number;
  type: string;
  from: string;
  subject: string;
  content: string;
  read: boolean;
  receivedAt: Instant;
  debateId: number | null;
  commentId: number | null;
  actionId: number | null;
};

export type ModerationActionRow = {
  actionId: number;
  takenAt: Instant;
  action: ModerationActionKind;
  targetType: ReportTarget;
  targetId: number;
  rule: string;
  facts: string;
  decidedBy: string;
  durationHours: number | null;
  appealUntil: Instant | null;
  notice: string | null;
};

export type AppealRow = {
  appealId: number;
  actionId: number;
  statement: string;
  status: AppealStatus;
  submittedAt: Instant;
  decidedAt: Instant | null;
  decisionReason: string | null;
};

/** Everything the archive holds, one list of rows per file (the profile is a list of one). */
export type MyData = {
  profile: ProfileRow[];
  usernameChanges: UsernameChangeRow[];
  sessions: SessionRow[];
  passkeys: PasskeyRow[];
  twoFactor: TwoFactorRow[];
  debates: DebateRow[];
  ballots: BallotRow[];
  leans: LeanRow[];
  comments: CommentRow[];
  likes: LikeRow[];
  reports: ReportRow[];
  messages: MessageRow[];
  moderationActions: ModerationActionRow[];
  appeals: AppealRow[];
};

export type MyDataPart = keyof MyData;
