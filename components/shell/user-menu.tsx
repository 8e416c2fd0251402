"use client";

import { useState, type ComponentType, type KeyboardEvent } from "react";
import { Menu } from "lucide-react";

import { UserAvatar } from "@/components/shell/user-avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser, userRoles } from "@/lib/hooks/use-current-user";
import { usePendingReportCount } from "@/lib/hooks/use-pending-reports";
import { useUnreadCount } from "@/lib/hooks/use-unread-count";
import { isStaff } from "@/lib/roles";
import { CountBadge } from "./count-badge";
import type { UserMenuDropdownProps } from "./user-menu-dropdown";

// The menu (Radix DropdownMenu, its items and the logout call) is fetched when first wanted, not with every page:
// hovering or focusing the button warms it, pressing it swaps in the real menu, opened.
let dropdown: Promise<ComponentType<UserMenuDropdownProps>> | undefined;
const loadDropdown = () => (dropdown ??= import("./user-menu-dropdown").then((m) => m.UserMenuDropdown));

export function UserMenu() {
  const { user, isLoading } = useCurrentUser();
  const unread = useUnreadCount();
  const pending = usePendingReportCount();
  const [Dropdown, setDropdown] = useState<ComponentType<UserMenuDropdownProps> | null>(null);

  if (isLoading) return <Skeleton className="size-10 rounded-full" aria-hidden />;

  const roles = userRoles(user);
  const staff = isStaff(roles);
  const total = unread + (staff ? pending : 0);

  const face = (
    <>
      {user ? (
        <UserAvatar username={user.username} profileImage={user.profileImage} roles={roles} />
      ) : (
        <Menu className="size-5" aria-hidden />
      )}
      <CountBadge count={total} label="new" className="absolute -top-1 -right-1 ring-2 ring-background" />
    </>
  );
  const buttonProps = {
    variant: "ghost",
    size: "icon",
    className: "relative size-10 rounded-full",
    "aria-label": total > 0 ? `Open menu, ${total} new` : "Open menu",
    "aria-haspopup": "menu",
  } as const;

  if (Dropdown) {
    return (
      <Dropdown
        trigger={<Button {...buttonProps}>{face}</Button>}
        defaultOpen
        user={user}
        roles={roles}
        staff={staff}
        unread={unread}
        pending={pending}
      />
    );
  }

  const open = () => void loadDropdown().then((component) => setDropdown(() => component));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    open();
  };
  return (
    <Button
      {...buttonProps}
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {face}
    </Button>
  );
}
