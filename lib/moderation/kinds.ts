// The moderation kinds (MODERATION_ACTIONS, the database's CHECK): one entry per kind holding what the code decides
// about it: its labels, whether it has a length, whether it can be appealed, how the Create Action form takes it, what
// the public figures do with it, and for an account's punishment what it does to the account. The lists of kinds
// (which are account punishments, which can be appealed, ...) are derived from it; a branch over a kind is a switch
// ending in `satisfies never` or a Record keyed by one of these lists, so a new kind is a type error wherever it
// must be handled. Isomorphic: data and labels only; what a kind does to the database is a switch in lib/server.
import type { ModerationActionKind, UserStatus } from "@/lib/enums";
// relative, not "@/": lib/db/schema.ts imports this file, and drizzle-kit reads the schema without the path alias
import { everyOf, type KeysWhere } from "../closed-lists";

/** A punishment of an account: restricts an active one (its status after it), or frees a suspended or banned one. */
type AccountSpec =
  | {
      direction: "restrict";
      /** ends the account's sessions: it cannot sign in while it holds (its email carries the appeal link, if any) */
      endsSessions: boolean;
      /** the account's status after it */
      status: Exclude<UserStatus, "active">;
      /** needs sudo mode: it cannot be undone quietly */
      sudo: boolean;
      /** for vote manipulation, it voids the account's ballots on open debates */
      voids: boolean;
      /** POST /api/admin/users/{id}/{path} */
      path: string;
    }
  | {
      direction: "release";
      /** its sessions end too (it had none worth keeping: it could not sign in) */
      endsSessions: true;
      sudo: boolean;
      voids: boolean;
      path: string;
    };

type KindSpec = {
  /** the staff's lists and forms ('Lift punishment') */
  label: string;
  /** as a sentence names it ('your appeal against the takedown of ...'); null when no notice names it */
  noun: string | null;
  /** the rule a statement of reasons names when no report or staff member named one; null: none */
  category: string | null;
  /** what a null duration reads as in the lists */
  withoutDuration: "Permanent" | "—";
  /** has a length (hours; days in the Create Action form), required */
  timed: boolean;
  /** the person it affected may appeal it (a deletion leaves nobody to answer; the others undo or change) */
  appealable: boolean;
  /**
   * null: the Create Action form records it; else the refusal it answers there, and whether the form lists it anyway
   */
  byHand: { refuse: string; listed: boolean } | null;
  /** the public figures count it ('figures'), and the public log lists it too ('log'); null: neither */
  transparency: "log" | "figures" | null;
  /** an account's punishment (staff's user card, POST /api/admin/users/{id}/...); null for any other kind */
  account: AccountSpec | null;
};

const ROLES_ELSEWHERE = "Roles are changed in the admin panel";

export const MODERATION_KINDS = {
  warn: {
    label: "Warn",
    noun: "warning",
    category: "Warning",
    withoutDuration: "Permanent",
    timed: false,
    appealable: true,
    byHand: null,
    transparency: "log",
    account: null,
  },
  suspend: {
    label: "Suspend",
    noun: "suspension",
    category: "Account suspension",
    withoutDuration: "Permanent",
    timed: true,
    appealable: true,
    byHand: null,
    transparency: "log",
    account: {
      direction: "restrict",
      status: "suspended",
      endsSessions: true,
      sudo: false,
      voids: false,
      path: "suspend",
    },
  },
  ban: {
    label: "Ban",
    noun: "ban",
    category: "Account ban",
    withoutDuration: "Permanent",
    timed: false,
    appealable: true,
    byHand: null,
    transparency: "log",
    account: { direction: "restrict", status: "banned", endsSessions: true, sudo: true, voids: true, path: "ban" },
  },
  remove: {
    label: "Remove",
    noun: null,
    category: null,
    withoutDuration: "Permanent",
    timed: false,
    appealable: false,
    byHand: { refuse: "Use takedown to remove a debate or a comment", listed: true },
    transparency: null,
    account: null,
  },
  takedown: {
    label: "Takedown",
    noun: "takedown",
    category: "Content takedown",
    withoutDuration: "Permanent",
    timed: false,
    appealable: true,
    byHand: null,
    transparency: "log",
    account: null,
  },
  delete: {
    label: "Delete",
    noun: "deletion",
    category: "Account deletion",
    withoutDuration: "Permanent",
    timed: false,
    appealable: false,
    byHand: null,
    transparency: "log",
    account: { direction: "restrict", status: "deleted", endsSessions: true, sudo: true, voids: true, path: "delete" },
  },
  reactivate: {
    label: "Reactivate",
    noun: null,
    category: null,
    withoutDuration: "—",
    timed: false,
    appealable: false,
    byHand: null,
    transparency: "log",
    account: { direction: "release", endsSessions: true, sudo: false, voids: false, path: "reactivate" },
  },
  lift: {
    label: "Lift punishment",
    noun: null,
    category: null,
    withoutDuration: "—",
    timed: false,
    appealable: false,
    byHand: null,
    transparency: "log",
    account: { direction: "release", endsSessions: true, sudo: false, voids: false, path: "lift-punishment" },
  },
  role_change: {
    label: "Role change",
    noun: null,
    category: null,
    withoutDuration: "—",
    timed: false,
    appealable: false,
    byHand: { refuse: ROLES_ELSEWHERE, listed: false },
    transparency: null,
    account: null,
  },
  // an appeal's reversal of an earlier action (decisions.md 'Moderation people can trust')
  reverse: {
    label: "Reversal on appeal",
    noun: null,
    category: null,
    withoutDuration: "—",
    timed: false,
    appealable: false,
    byHand: { refuse: ROLES_ELSEWHERE, listed: true },
    transparency: "figures",
    account: null,
  },
  // a restore is PATCH /api/debates/{id} (the debate's own control), never recorded by hand
  restore: {
    label: "Restore",
    noun: null,
    category: null,
    withoutDuration: "—",
    timed: false,
    appealable: false,
    byHand: { refuse: ROLES_ELSEWHERE, listed: false },
    transparency: "figures",
    account: null,
  },
} as const satisfies Record<ModerationActionKind, KindSpec>;

type Kinds = typeof MODERATION_KINDS;
/** The kinds whose entry matches P. */
type KindsWhere<P> = KeysWhere<Kinds, P>;

/** An account's punishments: suspend, ban, delete (restrictions) and reactivate, lift (releases). */
export type AccountKind = KindsWhere<{ account: AccountSpec }>;
export type RestrictionKind = KindsWhere<{ account: { direction: "restrict" } }>;
export type ReleaseKind = KindsWhere<{ account: { direction: "release" } }>;
/** The restrictions a release (reactivate, lift) ends: those that leave the account suspended or banned. */
type LiftableKind = KindsWhere<{ account: { status: "suspended" | "banned" } }>;
export type AppealableKind = KindsWhere<{ appealable: true }>;
export type TimedKind = KindsWhere<{ timed: true }>;
/** The kinds the Create Action form refuses (with the message of their entry). */
type RefusedKind = KindsWhere<{ byHand: object }>;
type FiguresKind = KindsWhere<{ transparency: "log" | "figures" }>;
type LogKind = KindsWhere<{ transparency: "log" }>;

const ALL = Object.keys(MODERATION_KINDS) as ModerationActionKind[];
const kindsWhere = <K extends ModerationActionKind>(test: (spec: KindSpec) => boolean) =>
  ALL.filter((k) => test(MODERATION_KINDS[k])) as K[];

export const isAccountKind = (k: ModerationActionKind): k is AccountKind => MODERATION_KINDS[k].account !== null;
export const isRestriction = (k: ModerationActionKind): k is RestrictionKind =>
  MODERATION_KINDS[k].account?.direction === "restrict";
export const isRelease = (k: ModerationActionKind): k is ReleaseKind =>
  MODERATION_KINDS[k].account?.direction === "release";
export const isLiftable = (k: ModerationActionKind): k is LiftableKind =>
  (LIFTABLE_KINDS as readonly ModerationActionKind[]).includes(k);
export const isAppealable = (k: ModerationActionKind): k is AppealableKind => MODERATION_KINDS[k].appealable;
export const isRefusedByHand = (k: ModerationActionKind): k is RefusedKind => MODERATION_KINDS[k].byHand !== null;

export const ACCOUNT_KINDS = kindsWhere<AccountKind>((s) => s.account !== null);
export const APPEALABLE_ACTIONS = kindsWhere<AppealableKind>((s) => s.appealable);
export const LIFTABLE_KINDS = kindsWhere<LiftableKind>(
  (s) => s.account?.direction === "restrict" && (s.account.status === "suspended" || s.account.status === "banned"),
);
export const RELEASE_KINDS = kindsWhere<ReleaseKind>((s) => s.account?.direction === "release");
/** The kinds the Create Action form lists, in MODERATION_ACTIONS' order. */
export const LISTED_BY_HAND = ALL.filter((k) => MODERATION_KINDS[k].byHand?.listed ?? true);

/** The statuses a release frees an account from (those the liftable restrictions leave). */
export const LIFTABLE_STATUSES = everyOf<Kinds[LiftableKind]["account"]["status"]>()(["suspended", "banned"]);

// Transparency (decisions.md 'Moderation people can trust'): the moderation decisions the public figures count (role
// changes are staff administration, not moderation), and the decisions the public log lists: the restrictions, and a
// staff member's early end of a suspension or ban (lift, reactivate), each its own entry (a reversal shows there as the
// outcome of the appeal on the action it undid). The order is the figures' columns and the public log's index.
export const TRANSPARENCY_ACTIONS = everyOf<FiguresKind>()([
  "takedown",
  "warn",
  "suspend",
  "ban",
  "delete",
  "lift",
  "reactivate",
  "reverse",
  "restore",
]);
export const TRANSPARENCY_LOG_ACTIONS = everyOf<LogKind>()([
  "takedown",
  "warn",
  "suspend",
  "ban",
  "delete",
  "lift",
  "reactivate",
]);
