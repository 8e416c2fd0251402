"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Home, Inbox, LogIn, LogOut, Menu, PlusCircle, Settings, Shield, ShieldCheck, User, UserPlus } from "lucide-react";

import { CountBadge } from "@/components/shell/count-badge";
import { UserAvatar } from "@/components/shell/user-avatar";
import { ThemeMenuItem } from "@/components/shell/theme-menu-item";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { apiRequest } from "@/lib/api/client";
import { useCurrentUser, userRoles } from "@/lib/hooks/use-current-user";
import { usePendingReportCount } from "@/lib/hooks/use-pending-reports";
import { useUnreadCount } from "@/lib/hooks/use-unread-count";
import { ROLE_BADGE_CLASS, ROLE_LABELS, isAdmin, isStaff, mainRole } from "@/lib/roles";
import { cn } from "@/lib/utils";

const ITEM = "min-h-10";
function NavItem({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenuItem asChild className={ITEM}>
      <Link href={href}>
        {icon}
        {children}
      </Link>
    </DropdownMenuItem>
  );
}

async function logOut() {
  await apiRequest("POST", "/api/auth/logout").catch(() => undefined);
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops every cached query of the old session
  window.location.href = "/";
}

export function UserMenu() {
  const { user, isLoading } = useCurrentUser();
  const unread = useUnreadCount();
  const pending = usePendingReportCount();

  if (isLoading) return <Skeleton className="size-10 rounded-full" aria-hidden />;

  const roles = userRoles(user);
  const staff = isStaff(roles);
  const total = unread + (staff ? pending : 0);
  const role = mainRole(roles);
  const roleBadge = ROLE_BADGE_CLASS[role];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-10 rounded-full"
          aria-label={total > 0 ? `Open menu, ${total} new` : "Open menu"}
        >
          {user ? (
            <UserAvatar username={user.username} profileImage={user.profileImage} roles={roles} />
          ) : (
            <Menu className="size-5" aria-hidden />
          )}
          <CountBadge count={total} label="new" className="absolute -top-1 -right-1 ring-2 ring-background" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60 max-w-[calc(100vw-1rem)]">
        {user && (
          <>
            <DropdownMenuLabel className="flex items-center gap-2">
              <span className="truncate">{user.username}</span>
              {roleBadge && (
                <span className={cn("rounded px-1.5 py-0.5 text-xs font-medium", roleBadge)}>{ROLE_LABELS[role]}</span>
              )}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        <NavItem href="/" icon={<Home aria-hidden />}>Home</NavItem>
        <NavItem href="/create" icon={<PlusCircle aria-hidden />}>Create Debate</NavItem>
        {user ? (
          <>
            <NavItem href="/inbox" icon={<Inbox aria-hidden />}>
              Inbox
              <CountBadge count={unread} label="unread" className="ml-auto" />
            </NavItem>
            <NavItem href={`/users/${user.id}`} icon={<User aria-hidden />}>View Profile</NavItem>
            <NavItem href="/settings" icon={<Settings aria-hidden />}>Settings</NavItem>
            {staff && (
              <NavItem href="/moderation" icon={<Shield aria-hidden />}>
                Moderation
                <CountBadge count={pending} label="pending reports" className="ml-auto" />
              </NavItem>
            )}
            {isAdmin(roles) && <NavItem href="/admin" icon={<ShieldCheck aria-hidden />}>Admin Panel</NavItem>}
          </>
        ) : (
          <>
            <NavItem href="/register" icon={<UserPlus aria-hidden />}>Sign Up</NavItem>
            <NavItem href="/login" icon={<LogIn aria-hidden />}>Sign In</NavItem>
          </>
        )}
        <DropdownMenuSeparator />
        <ThemeMenuItem className={ITEM} />
        {user && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" className={ITEM} onSelect={() => void logOut()}>
              <LogOut aria-hidden />
              Log out
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
