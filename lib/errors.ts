// AppError carries a code; the one HTTP mapping lives here (isomorphic: the client reads the same codes). Every error
// answer's JSON body is `{ message, code }` (plus `errors` for field errors, and any details): the message is the
// documents' text for people, the code is what a client decides by. A code answers one status; a finer code exists
// only where a client must tell two refusals of the same status apart.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  /** a registration without a solved proof-of-work challenge (`altcha`): fetch GET /api/auth/challenge and solve it */
  CHALLENGE_REQUIRED: 400,
  /** a registration whose proof of work is wrong, expired or already used: solve a new challenge */
  CHALLENGE_FAILED: 400,
  /** no session (or no valid credentials for a machine call) */
  AUTH_REQUIRED: 401,
  /** a sign-in whose email/username or password is wrong */
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** the account's email is not verified (voting, creating, signing in) */
  EMAIL_NOT_VERIFIED: 403,
  /** the account is suspended (any state-changing call, signing in); a sign-in's answer adds suspendedUntil */
  SUSPENDED: 403,
  /**
   * a staff page or call by a moderator or admin whose account has no second factor (TOTP, or a passkey): set one up
   * in settings (REQUIRE_STAFF_SECOND_FACTOR)
   */
  SECOND_FACTOR_REQUIRED: 403,
  /**
   * sudo mode: an action that cannot be undone quietly needs a second-factor check (the password, for an account
   * without a factor) within the last 15 minutes; POST /api/auth/sudo, then send the action again
   */
  SUDO_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  ALREADY_VOTED: 409,
  ALREADY_LEANED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldErrors;
  /** seconds, for 429 and 503 */
  readonly retryAfter?: number;
  /** extra fields of the answer's body, beside message (a suspension's end, for the reader's clock) */
  readonly details?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { errors?: FieldErrors; retryAfter?: number; details?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.errors = opts.errors;
    this.retryAfter = opts.retryAfter;
    this.details = opts.details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/**
 * The JSON body of an error answer: details, then the message and code (which details cannot override), then errors.
 */
export const errorBody = (error: AppError) => ({
  ...error.details,
  message: error.message,
  code: error.code,
  ...(error.errors ? { errors: error.errors } : {}),
});

export const badRequest = (message: string, errors?: FieldErrors) => new AppError("BAD_REQUEST", message, { errors });
export const unauthorized = (message = "Authentication required") => new AppError("AUTH_REQUIRED", message);
export const forbidden = (message = "Forbidden", details?: Record<string, string>) =>
  new AppError("FORBIDDEN", message, { details });
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const payloadTooLarge = (message = "Request body is too large") => new AppError("PAYLOAD_TOO_LARGE", message);
export const conflict = (message: string, errors?: FieldErrors) => new AppError("CONFLICT", message, { errors });
export const rateLimited = (retryAfter: number, message = "Too many requests. Please try again later.") =>
  new AppError("RATE_LIMITED", message, { retryAfter });
