"use client";

import Link from "next/link";
import type { ReactElement, ReactNode } from "react";
import {
  CircleHelp,
  Home,
  Inbox,
  LogIn,
  LogOut,
  PlusCircle,
  Settings,
  Shield,
  ShieldCheck,
  User,
  UserPlus,
} from "lucide-react";

import { ThemeMenuItem } from "@/components/shell/theme-menu-item";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { apiRequest } from "@/lib/api/client";
import type { CurrentUser } from "@/lib/hooks/use-current-user";
import { ROLE_BADGE_CLASS, ROLE_LABELS, isAdmin, mainRole, type Role } from "@/lib/roles";
import { cn } from "@/lib/utils";
import { CountBadge, ITEM } from "./count-badge";

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
  // a full load drops every cached query of the old session
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.href = "/";
}

export type UserMenuDropdownProps = {
  trigger: ReactElement;
  defaultOpen: boolean;
  user: CurrentUser | null | undefined;
  roles: Role[];
  staff: boolean;
  unread: number;
  pending: number;
};

/** The menu itself (Radix DropdownMenu), loaded by UserMenu on first use. */
export function UserMenuDropdown({ trigger, defaultOpen, user, roles, staff, unread, pending }: UserMenuDropdownProps) {
  const role = mainRole(roles);
  const roleBadge = ROLE_BADGE_CLASS[role];
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
        <NavItem href="/" icon={<Home aria-hidden />}>
          Home
        </NavItem>
        <NavItem href="/create" icon={<PlusCircle aria-hidden />}>
          Create Debate
        </NavItem>
        <NavItem href="/how-it-works" icon={<CircleHelp aria-hidden />}>
          How it works
        </NavItem>
        {user ? (
          <>
            <NavItem href="/inbox" icon={<Inbox aria-hidden />}>
              Inbox
              <CountBadge count={unread} label="unread" className="ml-auto" />
            </NavItem>
            <NavItem href={`/users/${user.id}`} icon={<User aria-hidden />}>
              View Profile
            </NavItem>
            <NavItem href="/settings" icon={<Settings aria-hidden />}>
              Settings
            </NavItem>
            {staff && (
              <NavItem href="/moderation" icon={<Shield aria-hidden />}>
                Moderation
                <CountBadge count={pending} label="pending reports" className="ml-auto" />
              </NavItem>
            )}
            {isAdmin(roles) && (
              <NavItem href="/admin" icon={<ShieldCheck aria-hidden />}>
                Admin Panel
              </NavItem>
            )}
          </>
        ) : (
          <>
            <NavItem href="/register" icon={<UserPlus aria-hidden />}>
              Sign Up
            </NavItem>
            <NavItem href="/login" icon={<LogIn aria-hidden />}>
              Sign In
            </NavItem>
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
