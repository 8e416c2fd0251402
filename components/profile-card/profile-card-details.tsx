import Link from "next/link";
import { CalendarDays } from "lucide-react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { UserBadges } from "@/components/users/user-badges";
import { ROLE_CHIP_CLASS, ROLE_LABELS, mainRole } from "@/lib/roles";
import { count } from "@/lib/plural";
import { cn } from "@/lib/utils";
import { joinedText } from "./joined-text";
import { ROLE_TEXT_CLASS } from "./role-text";
import type { PublicUserCard } from "./types";

// Roles that UserBadges already shows as a chip; any other main role gets its own grey chip.
const BADGED = new Set(["pv_plus", "moderator", "admin"]);

const stat = (n: unknown) => count(typeof n === "number" && Number.isFinite(n) ? n : 0);

/** The loaded card: avatar, coloured name, role and badges, bio, joined time, both stats, the profile link. */
export function ProfileCardDetails({ user, onNavigate }: { user: PublicUserCard; onNavigate?: () => void }) {
  const roles = Array.isArray(user.roles) ? user.roles : [];
  const role = mainRole(roles.length ? roles : user.role ? [user.role] : []);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        {/* the name and the badges say what the letter and the role dot would */}
        <span aria-hidden className="inline-flex">
          <UserAvatar
            username={user.username}
            profileImage={user.profileImage}
            roles={roles}
            className="size-16 text-xl"
          />
        </span>
        <div className="min-w-0 space-y-1.5">
          <DialogTitle className={cn("leading-snug break-words", ROLE_TEXT_CLASS[role])}>{user.username}</DialogTitle>
          <DialogDescription className="sr-only">{ROLE_LABELS[role]} profile card</DialogDescription>
          <div className="flex flex-wrap items-center gap-2">
            {!BADGED.has(role) && (
              <Badge className={cn("border-transparent", ROLE_CHIP_CLASS[role])}>{ROLE_LABELS[role]}</Badge>
            )}
            <UserBadges roles={roles} isVerified={!!user.isVerified} />
          </div>
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-line text-muted-foreground">
        {user.bio?.trim() || "No bio yet."}
      </p>
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <CalendarDays className="size-4" aria-hidden />
        {joinedText(user.joinedAt)}
      </p>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-lg border border-border bg-card p-3 text-center">
          <dt className="text-xs text-muted-foreground">Votes cast</dt>
          <dd className="mt-1 text-lg font-semibold">{stat(user.votesCount)}</dd>
        </div>
        <div className="rounded-lg border border-border bg-card p-3 text-center">
          <dt className="text-xs text-muted-foreground">Debates created</dt>
          <dd className="mt-1 text-lg font-semibold">{stat(user.debateCount)}</dd>
        </div>
      </dl>
      <Button asChild variant="outline" className="w-full">
        <Link href={`/users/${user.id}`} onClick={onNavigate}>
          View full profile
        </Link>
      </Button>
    </div>
  );
}
