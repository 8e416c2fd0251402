"use client";

import { lazy, Suspense } from "react";
import { Menu } from "lucide-react";

import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/hooks/use-current-user";
import { MenuButton } from "./menu-button";

// A signed-in user's button (avatar, counts, their polling) is its own chunk: a visitor's page does not load it.
// React.lazy rather than next/dynamic, whose loader would add about 3 KB gzip to every page; the server renders it
// all the same, and the browser hydrates it once its chunk has arrived.
const SignedInMenu = lazy(() => import("./signed-in-menu").then((m) => ({ default: m.SignedInMenu })));

const placeholder = <Skeleton className="size-10 rounded-full" aria-hidden />;

/** The header's menu: a visitor's plain button, or the signed-in user's; the menu itself loads when first wanted. */
export function UserMenu() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return placeholder;
  if (user) {
    return (
      <Suspense fallback={placeholder}>
        <SignedInMenu user={user} />
      </Suspense>
    );
  }
  return (
    <MenuButton
      face={<Menu className="size-5" aria-hidden />}
      user={null}
      roles={[]}
      staff={false}
      unread={0}
      pending={0}
    />
  );
}
