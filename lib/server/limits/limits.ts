const HOUR = 60 * 60;

// decisions.md 'Abuse limits': points per window (seconds).
export const LIMITS = {
  loginAccount: { points: 10, duration: 15 * 60 },
  loginIp: { points: 100, duration: HOUR },
  // not in decisions.md: a second factor's code (at sign-in and sudo mode) counts per account and per address and
  // network like the password (docs/decisions/0024-second-factor.md)
  secondFactor: { points: 10, duration: 15 * 60 },
  secondFactorIp: { points: 100, duration: HOUR },
  secondFactorNetwork: { points: 300, duration: HOUR },
  secondFactorWide: { points: 1000, duration: HOUR },
  register: { points: 20, duration: HOUR },
  // not in decisions.md: a registration's proof-of-work challenges (docs/decisions/0016-proof-of-work.md); three per
  // registration the register limits allow (a reload, a failed or expired solution each ask again)
  challenge: { points: 60, duration: HOUR },
  challengeNetwork: { points: 180, duration: HOUR },
  challengeWide: { points: 450, duration: HOUR },
  // not in decisions.md: the passkey sign-in options (a stored challenge each; the login page asks once per visit for
  // the browser's autofill, again for the button): docs/decisions/0025-passkeys.md
  passkeyChallenge: { points: 120, duration: HOUR },
  passkeyChallengeNetwork: { points: 360, duration: HOUR },
  passkeyChallengeWide: { points: 900, duration: HOUR },
  forgotPassword: { points: 5, duration: HOUR },
  resendVerification: { points: 5, duration: HOUR },
  // not in decisions.md: /unsubscribe mails a link to the address typed in, so it is limited like forgot-password
  unsubscribeLink: { points: 5, duration: HOUR },
  vote: { points: 30, duration: 60 },
  // not in decisions.md: a lean before watching costs what a vote costs
  lean: { points: 30, duration: 60 },
  comment: { points: 10, duration: 60 },
  report: { points: 20, duration: HOUR },
  createDebate: { points: 10, duration: 24 * HOUR },
  // not in decisions.md: a burst of announcements slowed every page
  announcement: { points: 10, duration: HOUR },
  // not in decisions.md: 'Download my data' reads everything an account holds and zips it, so a member may ask for
  // it a few times an hour, not in a loop (issue 36 item 5)
  myDataExport: { points: 5, duration: HOUR },

  // decisions.md 'Vote integrity': every per-address limit also counts per network (IPv4 /24, IPv6 /64) and per
  // IPv6 /48, each with its own budget; the reasons are in docs/decisions/0015-networks-and-mailboxes.md
  loginNetwork: { points: 300, duration: HOUR },
  loginWide: { points: 1000, duration: HOUR },
  registerNetwork: { points: 60, duration: HOUR },
  registerWide: { points: 150, duration: HOUR },
  forgotPasswordIp: { points: 20, duration: HOUR },
  forgotPasswordNetwork: { points: 60, duration: HOUR },
  forgotPasswordWide: { points: 150, duration: HOUR },
  resendVerificationIp: { points: 20, duration: HOUR },
  resendVerificationNetwork: { points: 60, duration: HOUR },
  resendVerificationWide: { points: 150, duration: HOUR },
  voteIp: { points: 60, duration: 60 },
  voteNetwork: { points: 120, duration: 60 },
  voteWide: { points: 300, duration: 60 },
  leanIp: { points: 60, duration: 60 },
  leanNetwork: { points: 120, duration: 60 },
  leanWide: { points: 300, duration: 60 },
  commentIp: { points: 30, duration: 60 },
  commentNetwork: { points: 60, duration: 60 },
  commentWide: { points: 150, duration: 60 },
  reportIp: { points: 60, duration: HOUR },
  reportNetwork: { points: 120, duration: HOUR },
  reportWide: { points: 300, duration: HOUR },
} as const;

export type LimitName = keyof typeof LIMITS;

/** The limits one client address counts in: the address itself, its network (/24 or /64), its IPv6 /48. */
export const ADDRESS_LIMITS = {
  login: { ip: "loginIp", net: "loginNetwork", wide: "loginWide" },
  secondFactor: { ip: "secondFactorIp", net: "secondFactorNetwork", wide: "secondFactorWide" },
  register: { ip: "register", net: "registerNetwork", wide: "registerWide" },
  challenge: { ip: "challenge", net: "challengeNetwork", wide: "challengeWide" },
  passkeyChallenge: { ip: "passkeyChallenge", net: "passkeyChallengeNetwork", wide: "passkeyChallengeWide" },
  forgotPassword: { ip: "forgotPasswordIp", net: "forgotPasswordNetwork", wide: "forgotPasswordWide" },
  resendVerification: {
    ip: "resendVerificationIp",
    net: "resendVerificationNetwork",
    wide: "resendVerificationWide",
  },
  vote: { ip: "voteIp", net: "voteNetwork", wide: "voteWide" },
  lean: { ip: "leanIp", net: "leanNetwork", wide: "leanWide" },
  comment: { ip: "commentIp", net: "commentNetwork", wide: "commentWide" },
  report: { ip: "reportIp", net: "reportNetwork", wide: "reportWide" },
} as const satisfies Record<string, { ip: LimitName; net: LimitName; wide: LimitName }>;

export type AddressLimit = keyof typeof ADDRESS_LIMITS;
