"use client";

import { UserAvatar } from "@/components/shell/user-avatar";
import type { CurrentUser } from "@/lib/hooks/use-current-user";
import { userRoles } from "@/lib/hooks/use-current-user";
import { usePendingReportCount } from "@/lib/hooks/use-pending-reports";
import { useUnreadCount } from "@/lib/hooks/use-unread-count";
import { isStaff } from "@/lib/roles";
import { CountBadge } from "./count-badge";
import { MenuButton } from "./menu-button";

/** A signed-in user's menu button: avatar, role dot, and the unread messages (plus pending reports for staff). */
export function SignedInMenu({ user }: { user: CurrentUser }) {
  const unread = useUnreadCount();
  const pending = usePendingReportCount();
  const roles = userRoles(user);
  const staff = isStaff(roles);
  const total = unread + (staff ? pending : 0);
  const face = (
    <>
      <UserAvatar username={user.username} profileImage={user.profileImage} roles={roles} labelRole={false} />
      <CountBadge count={total} label="new" className="absolute -top-1 -right-1 ring-2 ring-background" />
    </>
  );
  return <MenuButton face={face} user={user} roles={roles} staff={staff} unread={unread} pending={pending} />;
}
