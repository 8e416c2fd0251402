import { ROLE_CHIP_CLASS, ROLE_LABELS, ROLES, type Role } from "@/lib/roles";
import { cn } from "@/lib/utils";

/**
 * The user's roles as chips in the one colour map (PV+ red, moderator green, admin blue, others grey), highest first.
 */
export function RoleChips({ roles, className }: { roles: readonly Role[]; className?: string }) {
  const sorted = [...new Set(roles)].sort((a, b) => ROLES.indexOf(b) - ROLES.indexOf(a));
  return (
    <span className={cn("inline-flex flex-wrap gap-1", className)}>
      {sorted.map((r) => (
        <span key={r} className={cn("rounded px-1.5 py-0.5 text-xs font-medium", ROLE_CHIP_CLASS[r])}>
          {ROLE_LABELS[r]}
        </span>
      ))}
    </span>
  );
}
