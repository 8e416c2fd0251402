// decisions.md 'Abuse limits': points per window (seconds).
export const LIMITS = {
  loginAccount: { points: 10, duration: 15 * 60 },
  loginIp: { points: 100, duration: 60 * 60 },
  register: { points: 20, duration: 60 * 60 },
  forgotPassword: { points: 5, duration: 60 * 60 },
  resendVerification: { points: 5, duration: 60 * 60 },
  vote: { points: 30, duration: 60 },
  comment: { points: 10, duration: 60 },
  report: { points: 20, duration: 60 * 60 },
  createDebate: { points: 10, duration: 24 * 60 * 60 },
  // not in decisions.md: 100 announcements in a row slowed every page to 2.7 s (issue 17)
  announcement: { points: 10, duration: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;
