import { recordMailFailure } from "@/lib/instance-stats";

/** Mail could not go out: no transport configured (DEMO_MODE off, no RESEND_API_KEY) or the provider refused it. */
export class MailError extends Error {
  readonly reason: "not_configured" | "send_failed";
  constructor(reason: MailError["reason"], message: string) {
    super(message);
    this.name = "MailError";
    this.reason = reason;
  }
}

/** A failed send is reported without the mail itself: its links carry tokens. */
export function reportMailFailure(kind: string, error: unknown) {
  recordMailFailure();
  const detail = error instanceof MailError ? error.reason : error instanceof Error ? error.name : "unknown";
  console.warn(`[mail] ${kind} mail was not sent (${detail})`);
}
