"use client";

import { lazy, Suspense, useRef, useState, type ComponentProps, type ComponentType } from "react";
import type { Role } from "@/lib/roles";
import { cn } from "@/lib/utils";
import type { ProfileCardDialog as CardDialog } from "./profile-card-dialog";

type Card = ComponentType<ComponentProps<typeof CardDialog>>;
// The avatar (and the role table behind its dot) is a chunk of its own: a debate card shows the name alone, so the
// home and a debate page do not load it; comments and the inbox do, where they show one.
const UserAvatar = lazy(() => import("@/components/shell/user-avatar").then((m) => ({ default: m.UserAvatar })));
// The popup (Radix Dialog, the user's read, card, states) is fetched when a card is first wanted, not with the page:
// hovering or focusing a name warms it, pressing it opens it.
let cardDialog: Promise<Card> | undefined;
const loadDialog = () => (cardDialog ??= import("./profile-card-dialog").then((m) => m.ProfileCardDialog));

type Props = {
  userId: number | null;
  username: string;
  profileImage?: string | null;
  roles?: Role[];
  showAvatar?: boolean;
  /** false: the avatar alone (the name then labels the button); default true */
  showName?: boolean;
  className?: string;
};

/** An avatar and/or name that opens the user's profile card; plain text for a deleted user (no id). */
export function UserCardTrigger({
  userId,
  username,
  profileImage,
  roles,
  showAvatar = false,
  showName = true,
  className,
}: Props) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<Card | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const content = (
    <>
      {(showAvatar || !showName) && (
        // the name beside it is the accessible name; the letter and role dot would only repeat it
        <span aria-hidden className="inline-flex">
          <Suspense fallback={<span className="size-7 shrink-0 rounded-full bg-muted" />}>
            <UserAvatar username={username} profileImage={profileImage} roles={roles} className="size-7" />
          </Suspense>
        </span>
      )}
      {showName ? (
        <span className="truncate">{username}</span>
      ) : (
        userId !== null && <span className="sr-only">{username}</span>
      )}
    </>
  );

  if (userId === null) {
    return <span className={cn("inline-flex min-w-0 items-center gap-2", className)}>{content}</span>;
  }

  function onClick() {
    setOpen(true);
    void loadDialog().then((component) => setDialog(() => component));
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn(
          "inline-flex min-w-0 cursor-pointer items-center gap-2 rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
          className,
        )}
        onClick={onClick}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {content}
      </button>
      {Dialog && (
        <Dialog userId={userId} username={username} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
      )}
    </>
  );
}
