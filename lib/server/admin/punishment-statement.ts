import "server-only";
import type { StatementOfReasons } from "@/lib/moderation/statement-of-reasons";
import { MODERATION_KINDS, type RestrictionKind } from "@/lib/moderation/kinds";
import type { ModerationActionView } from "@/lib/moderation/types";
import { formatUntil } from "@/lib/server/accounts/assert-can-log-in";
import { statementFor } from "@/lib/server/moderation/notice-statement";

const DECISIONS: Record<RestrictionKind, (until: Date | null) => string> = {
  suspend: (until: Date | null) =>
    `Your account is suspended until ${until ? formatUntil(until) : "further notice"}: you cannot sign in, vote, comment or create debates until then.`,
  ban: () => "Your account is banned permanently: you cannot sign in, vote, comment or create debates.",
  delete: () => "Your account was deleted: its email address, password, bio and picture were removed.",
};

/** The statement of reasons of a suspension, a ban or a deletion (a deletion leaves no account to appeal from). */
export function punishmentStatement(
  action: ModerationActionView,
  username: string,
  p: { kind: RestrictionKind; until: Date | null; voided?: number },
): StatementOfReasons {
  const voided = p.voided
    ? ` Your ${p.voided === 1 ? "ballot" : `${p.voided} ballots`} on debates still open ${p.voided === 1 ? "was" : "were"} voided: ${p.voided === 1 ? "it stays" : "they stay"} on the public ballot board, marked void with this decision's number, and ${p.voided === 1 ? "is" : "are"} not counted.`
    : "";
  const statement = statementFor({
    action,
    rule: action.rule,
    decision: `${DECISIONS[p.kind](p.until)}${voided}`,
    subject: `Your account "${username}"`,
    facts: action.reason,
  });
  if (!MODERATION_KINDS[p.kind].appealable) {
    return {
      ...statement,
      appeal: {
        url: null,
        until: statement.appeal.until,
        note: "A deletion cannot be undone, so it cannot be appealed on the site; reply to this email if you believe it was a mistake.",
      },
    };
  }
  return {
    ...statement,
    appeal: { ...statement.appeal, note: "If you cannot sign in, use the single-use link in the email we sent you." },
  };
}
