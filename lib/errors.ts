// AppError carries a code; the one HTTP mapping lives here (isomorphic: the client reads the same codes).
const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string>;

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

export const badRequest = (message: string, errors?: FieldErrors) => new AppError("BAD_REQUEST", message, { errors });
export const unauthorized = (message = "Authentication required") => new AppError("UNAUTHORIZED", message);
export const forbidden = (message = "Forbidden", details?: Record<string, string>) =>
  new AppError("FORBIDDEN", message, { details });
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const payloadTooLarge = (message = "Request body is too large") => new AppError("PAYLOAD_TOO_LARGE", message);
export const conflict = (message: string, errors?: FieldErrors) => new AppError("CONFLICT", message, { errors });
export const rateLimited = (retryAfter: number, message = "Too many requests. Please try again later.") =>
  new AppError("RATE_LIMITED", message, { retryAfter });
