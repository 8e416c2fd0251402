import Link from "next/link";
import { Lock } from "lucide-react";
import { withFrom } from "@/lib/safe-redirect";
import { plural } from "@/lib/plural";
import { CommentsSkeleton } from "./comments-skeleton";
import { UpgradeButton } from "./upgrade-button";

/**
 * What visitors and non-PV+ users see: a blurred list of comment shapes (the server sends them no comment text,
 * and none is drawn here) under a 'PV+ Access Required' card. Server-rendered; only the button is client code.
 */
export function LockedComments({ commentCount, signInFrom }: { commentCount: number; signInFrom?: string }) {
  return (
    <div className="relative min-h-80 overflow-hidden rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="pointer-events-none blur-[3px] select-none" aria-hidden>
        <CommentsSkeleton rows={4} still />
      </div>
      <div className="absolute inset-0 flex items-center justify-center bg-background/40 p-4 dark:bg-background/50">
        <div className="w-full max-w-sm space-y-3 rounded-xl border border-border bg-card p-6 text-center text-card-foreground shadow-lg">
          <span className="mx-auto flex size-11 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
            <Lock className="size-5" aria-hidden />
          </span>
          <h2 className="text-lg font-semibold">PV+ Access Required</h2>
          <p className="text-sm text-muted-foreground">
            PV+ members can read, write, reply to and like comments. Upgrade to join the discussion
            {commentCount > 0 ? ` (${plural(commentCount, "comment")} so far).` : "."}
          </p>
          <UpgradeButton />
          {signInFrom && (
            <p className="text-sm text-muted-foreground">
              Already a member?{" "}
              <Link
                href={withFrom("/login", signInFrom)}
                className="font-medium text-primary underline underline-offset-4"
              >
                Sign In
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
