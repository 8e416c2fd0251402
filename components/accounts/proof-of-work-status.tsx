import { Loader2, RotateCw, ShieldCheck, ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PowState } from "./use-proof-of-work";

export const POW_RETRY_ID = "security-check-retry";

function text(state: PowState) {
  if (state.phase === "error") return state.message;
  if (state.phase === "ready")
    return state.retry ? "Security check done. Press Create Account again." : "Security check done.";
  return state.retry
    ? "The security check was not accepted (it may have expired). Running a new one..."
    : "Security check running...";
}

/**
 * The registration's proof of work, told as it goes: a polite live region (screen readers hear it finish or fail
 * without losing their place), and a button to start it again when it could not run.
 */
export function ProofOfWorkStatus({ state, onRetry }: { state: PowState; onRetry: () => void }) {
  const Icon = state.phase === "error" ? ShieldAlert : state.phase === "ready" ? ShieldCheck : Loader2;
  return (
    <div className="space-y-2 rounded-md border p-3 text-sm">
      <p
        role="status"
        className="flex gap-2"
        data-state={state.phase}
        data-solve-ms={state.phase === "ready" ? state.ms : undefined}
      >
        <Icon
          className={`mt-0.5 size-4 shrink-0 ${state.phase === "solving" ? "animate-spin" : ""} ${state.phase === "error" ? "text-destructive" : ""}`}
          aria-hidden
        />
        <span>{text(state)}</span>
      </p>
      {/* the same in every state, outside the live region: the box keeps its height, so the button below stays put */}
      <p className="text-xs text-muted-foreground">
        Your device solves a small puzzle that makes fake accounts costly. It takes a second or two, while you fill in
        the form.
      </p>
      {state.phase === "error" && (
        <Button id={POW_RETRY_ID} type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden />
          Try the security check again
        </Button>
      )}
    </div>
  );
}
