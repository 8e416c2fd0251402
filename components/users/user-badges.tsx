import { BadgeCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ROLE_CHIP_CLASS, ROLE_LABELS, type Role } from "@/lib/roles";
import { cn } from "@/lib/utils";

const SHOWN: Role[] = ["pv_plus", "moderator", "admin"];

/** Verified, PV+, Moderator and Admin chips, in the one colour map of lib/roles. */
export function UserBadges({
  roles,
  isVerified,
  className,
}: {
  roles: readonly Role[];
  isVerified: boolean;
  className?: string;
}) {
  const held = SHOWN.filter((r) => roles.includes(r));
  if (!isVerified && !held.length) return null;
  return (
    <ul aria-label="Badges" className={cn("flex flex-wrap gap-2", className)}>
      {isVerified && (
        <li>
          <Badge className="border-transparent bg-sky-700 text-white">
            <BadgeCheck aria-hidden />
            Verified
          </Badge>
        </li>
      )}
      {held.map((role) => (
        <li key={role}>
          <Badge className={cn("border-transparent", ROLE_CHIP_CLASS[role])}>{ROLE_LABELS[role]}</Badge>
        </li>
      ))}
    </ul>
  );
}
