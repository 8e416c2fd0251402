"use client";

import dynamic from "next/dynamic";
import { Menu } from "lucide-react";

import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/hooks/use-current-user";
import { MenuButton } from "./menu-button";

// A signed-in user's button (avatar, counts, their polling) is its own chunk: a visitor's page does not load it.
const SignedInMenu = dynamic(() => import("./signed-in-menu").then((m) => m.SignedInMenu), {
  loading: () => <Skeleton className="size-10 rounded-full" aria-hidden />,
});

/** The header's menu: a visitor's plain button, or the signed-in user's; the menu itself loads when first wanted. */
export function UserMenu() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Skeleton className="size-10 rounded-full" aria-hidden />;
  if (user) return <SignedInMenu user={user} />;
  return <MenuButton face={<Menu className="size-5" aria-hidden />} total={0} user={null} roles={[]} staff={false} unread={0} pending={0} />;
}
