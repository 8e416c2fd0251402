// What deleting an account does, written once (decisions.md 'Accounts (2026-12-04)'): the settings dialog, the vote
// button's anonymity note, /how-it-works and the export's README all say it with these sentences.

/** The ballot, in one sentence: the vote button's note. */
export const DELETED_ACCOUNT_BALLOT =
  "If you delete your account, a ballot you have already cast stays counted and stays on the debate's public ballot board, with no link left to you.";

/** Leans follow the ballots. */
export const DELETED_ACCOUNT_LEANS = "Your leans stay on the board the same way.";

/** The one exception to the ballot rule. */
export const VOIDED_BALLOTS_EXCEPTION =
  "The exception is an account banned or deleted for vote manipulation: its ballots on debates still open are voided (they stay on the board, marked void, and are not counted), and an appeal that reverses the decision restores them. After a debate's deadline no ballot is voided or changed.";

/** Everything else a deletion does, in the order the dialog lists it. */
export const DELETED_ACCOUNT_REST = [
  "Your comments show '[deleted]' by '[deleted user]'.",
  "Your email, password, passkeys, two-factor settings, sessions, known devices, pending emailed links and profile are erased at once.",
  "Your username becomes free for others to register.",
  "Moderation records keep only what the transparency page already publishes.",
] as const;

/** Said in the dialog, before the button. */
export const DELETION_IS_FINAL = "Deletion cannot be undone.";

/** The confirmation's refusal, in the dialog before any call and as the 400 of the call. */
export const NOT_YOUR_USERNAME = "That is not your username";

/** The 409 while the account is the site's last admin. */
export const LAST_ADMIN_CANNOT_DELETE = "You are the last admin: make another account an admin before deleting yours.";

/** The whole rule as one paragraph (the export's README). */
export const DELETED_ACCOUNT_RULE = [
  DELETED_ACCOUNT_BALLOT,
  DELETED_ACCOUNT_LEANS,
  VOIDED_BALLOTS_EXCEPTION,
  ...DELETED_ACCOUNT_REST,
].join(" ");
