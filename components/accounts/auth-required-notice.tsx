import { Lock } from "lucide-react";

/**
 * Document 2's 'Authentication Required' toast for a visitor sent from /create (proxy.ts). Rendered by the server from
 * the search parameter, so it is there with the form's first paint and without JavaScript.
 */
export function AuthRequiredNotice() {
  return (
    <div
      role="alert"
      className="mb-4 flex gap-3 rounded-md border border-destructive bg-destructive p-3 text-left text-sm text-destructive-foreground shadow-sm"
      data-testid="auth-required-notice"
    >
      <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">Authentication Required</p>
        <p>Please sign in to create a debate.</p>
      </div>
    </div>
  );
}
