// The files of 'Download my data', declared once: the archive's file names and CSV columns, and the README's words
// for each file and each column, come from here (a part without its entry, or a column without its words, does not
// compile).
import type { MyData, MyDataPart } from "./types";

type FileSpec<Row> = {
  /** the file's name before its date: ballots-2026-12-05.json */
  name: string;
  title: string;
  /** what the file holds, in plain words */
  about: string;
  /** every column, in the files' order, with what it means */
  columns: { [K in keyof Row]-?: string };
};

type Files = { [P in MyDataPart]: FileSpec<MyData[P][number]> };

const WHEN = "when (UTC)";

export const MY_DATA_FILES: Files = {
  profile: {
    name: "profile",
    title: "Your profile",
    about: "Your account as the site keeps it: one row.",
    columns: {
      id: "your account's number",
      username: "your username (public)",
      email: "your email address (never shown to anyone else)",
      emailVerified: "whether you confirmed your email address",
      verifiedBadge: "whether your account carries the verified badge",
      status: "active, suspended, banned or deleted",
      suspendedUntil: "when a suspension ends, if you are suspended",
      roles: "your roles: pv_plus, moderator, admin (none: a plain member)",
      bio: "the bio on your public page",
      profileImage: "the address of your profile picture",
      joinedAt: `${WHEN} you registered (others see only the month)`,
      lastActive: `${WHEN} you were last active`,
      productEmails: "whether announcements, reply notifications and results are emailed to you",
      registrationNetworkHash:
        "a keyed, scrambled code for the network you registered from (never the address itself); it only lets the site count sign-ups per network, and stops matching anything when the key is changed",
      sharesMailboxWithOlderAccount:
        "true if another, older account uses the same mailbox (shown to staff; such accounts are kept, not deleted)",
    },
  },
  usernameChanges: {
    name: "username-changes",
    title: "Your username changes",
    about: "Every change of username you asked for, confirmed or not.",
    columns: {
      oldUsername: "your username before the change",
      newUsername: "the username you asked for",
      confirmed: "whether you confirmed the change by email (only then did it apply)",
      requestedAt: `${WHEN} you asked for it`,
    },
  },
  sessions: {
    name: "sessions",
    title: "Your sessions",
    about:
      "Where you are signed in. The keys that identify a session are secrets and are left out; signing out, or changing your password, ends sessions.",
    columns: {
      thisSession: "true for the session this download was made from",
      device: "the browser and system it was opened on, as settings lists it (the full browser string is not kept)",
      startedAt: `${WHEN} you signed in`,
      lastActiveAt: `${WHEN} it was last used, to within 5 minutes`,
      expiresAt: `${WHEN} the session ends if it is not used before then`,
      rememberMe: "whether you ticked 'Remember me' (30 days)",
    },
  },
  passkeys: {
    name: "passkeys",
    title: "Your passkeys",
    about:
      "The passkeys that can sign you in. The private half of each stays on your device or in your password manager; the site keeps only the public half and a counter, which are left out.",
    columns: {
      name: "the name you gave it",
      addedAt: `${WHEN} you added it`,
      lastUsedAt: `${WHEN} it last signed you in or confirmed it was you`,
      synced: "true when your device said it is copied to your other devices (a synced passkey)",
    },
  },
  twoFactor: {
    name: "two-factor",
    title: "Your two-factor authentication",
    about:
      "One row when an authenticator app is turned on, none when it is off. Its secret and your recovery codes are secrets and are left out (the codes are kept only scrambled).",
    columns: {
      turnedOnAt: `${WHEN} you turned it on`,
      recoveryCodesLeft: "how many of your 10 recovery codes are still unused",
    },
  },
  debates: {
    name: "debates",
    title: "Debates you created",
    about:
      "Every debate you created, taken-down ones included. Only the total of votes is given: the split stays sealed until the deadline and is public on the debate's page after it.",
    columns: {
      debateId: "the debate's number (its page is /debate/NUMBER)",
      title: "its title",
      description: "its description",
      category: "its category",
      positionA: "the first side's title",
      positionB: "the second side's title",
      debaterA: "the first side's debater, as you typed it",
      debaterB: "the second side's debater, as you typed it",
      video: "the video's address",
      createdAt: `${WHEN} you created it`,
      votingEndsAt: `${WHEN} voting closes or closed`,
      visible: "false if it was taken down by the moderators",
      votes: "how many ballots it holds",
    },
  },
  ballots: {
    name: "ballots",
    title: "Your ballots",
    about:
      "Every vote you cast, with its side. The receipt is your ballot's public commitment on the debate's ballot board; the opening is the secret that proves which side the receipt stands for. Anyone can check a ballot on the board: the receipt is the SHA-256 of 'pv1|DEBATE|SIDE|OPENING' (docs/verify-ballots.md). Keep the opening to yourself: whoever has it can tell how you voted. After the deadline every opening is published on the board anyway, with no name beside it.",
    columns: {
      debateId: "the debate's number",
      debateTitle: "the debate's title",
      side: "A or B: the side you voted for",
      sideTitle: "that side's title",
      castAt: `${WHEN} you voted (others never see the time, at most the day)`,
      votingEndsAt: `${WHEN} voting closes or closed`,
      receipt: "your ballot's receipt (its commitment on the board)",
      opening: "your ballot's secret opening",
      voidedByAction:
        "empty if your ballot counts; otherwise the number of the moderation action that voided it (see moderation-actions)",
      board: "the debate's public ballot board, where your receipt is listed",
    },
  },
  leans: {
    name: "leans",
    title: "Your leans",
    about:
      "Where you said you stood before watching a debate's video. A lean is sealed like a ballot: its receipt is the SHA-256 of 'pvlean1|DEBATE|LEAN|LATE|OPENING' (LATE is 1 or 0), published on the debate's ballot board.",
    columns: {
      debateId: "the debate's number",
      debateTitle: "the debate's title",
      lean: "A, B or undecided",
      late: "true if you gave it after the video had started playing for you (kept, but not counted)",
      recordedAt: `${WHEN} you gave it`,
      receipt: "the lean's receipt (its commitment on the board)",
      opening: "the lean's secret opening",
      voidedByAction: "empty if it counts; otherwise the moderation action that voided it",
    },
  },
  comments: {
    name: "comments",
    title: "Your comments",
    about:
      "Every comment and reply you wrote, deleted ones included: the text of a deleted comment is kept, hidden, only while it can still be appealed, then erased.",
    columns: {
      commentId: "the comment's number",
      debateId: "the debate it is on",
      debateTitle: "that debate's title",
      replyTo: "the number of the comment it replies to (empty: not a reply)",
      content: "what you wrote",
      createdAt: `${WHEN} you wrote it`,
      editedAt: `${WHEN} you last edited it`,
      deletedAt: `${WHEN} it was deleted, by you or the moderators`,
    },
  },
  likes: {
    name: "likes",
    title: "Your likes",
    about: "Every comment you liked or disliked (the comment itself is on the debate's page).",
    columns: {
      commentId: "the comment's number",
      debateId: "the debate it is on",
      choice: "like or dislike",
      createdAt: `${WHEN} you chose it`,
    },
  },
  reports: {
    name: "reports",
    title: "Your reports",
    about:
      "Every report you made to the moderators. Reports other people made about you are not here: they would name the person who reported; what the moderators decided about you is in moderation-actions.",
    columns: {
      reportId: "the report's number",
      targetType: "what you reported: a debate, a comment or a user",
      targetId: "its number",
      reason: "the reason you chose",
      description: "what you wrote",
      status: "pending, resolved, dismissed, approved or rejected",
      createdAt: `${WHEN} you reported it`,
      reviewedAt: `${WHEN} the moderators reviewed it`,
    },
  },
  messages: {
    name: "messages",
    title: "Your inbox",
    about:
      "Every message in your inbox: messages from staff, announcements, reply notifications, results and moderation notices. A message you deleted from your inbox is not listed.",
    columns: {
      messageId: "the message's number",
      type: "direct (from staff), mass (an announcement), reply (someone replied to you) or results",
      from: "who sent it, by the name the site shows",
      subject: "its subject",
      content: "its text",
      read: "whether you have opened it",
      receivedAt: `${WHEN} it arrived`,
      debateId: "the debate it is about, if any",
      commentId: "the comment it is about, if any",
      actionId: "the moderation action it tells you about, if any (see moderation-actions)",
    },
  },
  moderationActions: {
    name: "moderation-actions",
    title: "Moderation actions about you",
    about:
      "Every decision the moderators recorded about your account, your debates or your comments, with its statement of reasons. Which staff member took it is not given.",
    columns: {
      actionId: "the action's number",
      takenAt: `${WHEN} it was decided`,
      action:
        "what was decided: warn, suspend, ban, takedown, delete, lift or reactivate (a punishment ended), role_change, reverse (an appeal undid an action), restore (a debate put back), remove",
      targetType: "what it was about: user (your account), debate or comment",
      targetId: "its number",
      rule: "the rule applied",
      facts: "the facts the moderator gave",
      decidedBy: "who decided",
      durationHours: "how long a suspension lasts, in hours (empty: permanent or not applicable)",
      appealUntil: `${WHEN} the chance to appeal ends (empty: it cannot be appealed)`,
      notice: "the notice you were sent, with the full statement of reasons (empty if none was sent or you deleted it)",
    },
  },
  appeals: {
    name: "appeals",
    title: "Your appeals",
    about: "Every appeal you made against a moderation action, and its outcome. Who decided it is not given.",
    columns: {
      appealId: "the appeal's number",
      actionId: "the action you appealed (see moderation-actions)",
      statement: "what you wrote",
      status: "pending, upheld (the action stands), reversed (it was undone) or moot (it no longer applied)",
      submittedAt: `${WHEN} you appealed`,
      decidedAt: `${WHEN} it was decided`,
      decisionReason: "the reason you were given",
    },
  },
};

/** The parts in the archive's order. */
export const MY_DATA_PARTS = Object.keys(MY_DATA_FILES) as MyDataPart[];
