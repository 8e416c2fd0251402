// What the staff calls answer (document 2, sections 3 and 7). Isomorphic: the server builds them, the dashboard reads
// them.
import type { ModerationActionKind, ReportReason, ReportStatus, ReportTarget, UserStatus } from "@/lib/enums";
import type { Role } from "@/lib/roles";

export type ReportView = {
  id: number;
  reportedBy: number | null;
  reporterName: string | null;
  targetType: ReportTarget;
  targetId: number;
  /** the debate's title, or the title of the debate a reported comment is on */
  debateTitle: string | null;
  /** the debate a report is about (the comment's debate for a comment), for a link */
  debateId: number | null;
  /** the reported comment's text (staff only), null for other targets */
  commentContent: string | null;
  reportedUserName: string | null;
  reason: ReportReason;
  description: string | null;
  status: ReportStatus;
  reviewedBy: number | null;
  reviewedAt: string | null;
  createdAt: string;
};

export type ModerationActionView = {
  id: number;
  moderatorId: number | null;
  moderatorName: string | null;
  targetType: ReportTarget;
  targetId: number;
  /** in the lists (GET /api/moderation/actions), for a user target: the username, or '[deleted user]' */
  targetName?: string;
  action: ModerationActionKind;
  reason: string;
  /** the report's reason when the action came from a report (the rule its notice names), else null */
  rule: ReportReason | null;
  /** hours; null means permanent (the list shows days or 'Permanent') */
  duration: number | null;
  createdAt: string;
  /** a takedown whose debate staff restored since: when (the list shows it instead of 'Permanent') */
  restoredAt?: string;
};

export type { ModerationActionKind };

export type AdminUserView = {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  roles: Role[];
  status: UserStatus;
  suspendedUntil: string | null;
  emailVerified: boolean;
  isVerified: boolean;
  joinedAt: string;
  lastActive: string | null;
  debateCount: number;
  /** shared its mailbox (canonical form) with an older account when one account per mailbox came in */
  mailboxShared: boolean;
};

/**
 * Ballots from accounts registered from one network (a keyed hash, never an address) within an hour of each other.
 * `id` opens the accounts behind it (GET /api/admin/users?group=).
 */
export type BallotGroup = { id: string; label: string; ballots: number; firstJoined: string; lastJoined: string };
/** The staff's signals of one open debate (GET /api/moderation/signals). */
export type DebateSignals = {
  debateId: number;
  title: string;
  ballots: number;
  /** ballots cast by accounts less than a day old when they voted */
  youngBallots: number;
  groups: BallotGroup[];
};

export type StaffUser = { id: number; username: string };

export type DayCount = { date: string; count: number };
export type Analytics = {
  totalUsers: number;
  /** active (not taken down) debates */
  totalDebates: number;
  totalVotes: number;
  totalReports: number;
  pendingReports: number;
  /** appeals waiting for a decision */
  pendingAppeals: number;
  /** the median hours from an appeal to its decision, over every decided appeal; null before the first */
  medianAppealHours: number | null;
  usersByRole: Record<Role, number>;
  /** the last 7 days, oldest first, every day present (count 0 when none), dates as YYYY-MM-DD in UTC */
  recentRegistrations: DayCount[];
  votingActivity: DayCount[];
  debatesPerCategory: { category: string; color: string; count: number }[];
};

export type UserActivity = {
  debates: { id: number; title: string; isActive: boolean; createdAt: string }[];
  /** which debates the user voted in, never the side (decisions.md 'Votes': anonymity) */
  votes: { debateId: number; debateTitle: string; createdAt: string }[];
};
export type UsernameHistoryEntry = { oldUsername: string; newUsername: string; changedAt: string };
export type PunishmentHistoryEntry = {
  action: ModerationActionKind;
  /** hours; null means permanent or not applicable */
  duration: number | null;
  reason: string;
  moderatorName: string | null;
  moderatorId: number | null;
  createdAt: string;
};

/** The answer of every punishment call. */
export type PunishmentResult = { user: AdminUserView; action: ModerationActionView };
/** The answer of a takedown. */
export type TakedownResult = { report: ReportView; action: ModerationActionView };

/** document 2, section 9: suspension lengths in hours, 24 by default */
export const SUSPEND_HOURS = [1, 6, 24, 72, 168, 720] as const;
export const DEFAULT_SUSPEND_HOURS = 24;

/**
 * The dashboard's date filter (document 2, section 9): 'today' by default. The client turns it into from/to instants.
 */
export const DATE_FILTERS = ["all", "today", "yesterday", "week", "month", "custom"] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
