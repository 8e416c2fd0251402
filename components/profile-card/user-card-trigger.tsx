"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Dialog, DialogTrigger } from "@/components/ui/dialog";
import type { Role } from "@/lib/roles";
import { cn } from "@/lib/utils";

const loadDialog = () => import("./profile-card-dialog").then((m) => m.ProfileCardDialog);
// The popup's body (SWR call, card, states) is fetched the first time a card opens, not with the page.
const ProfileCardDialog = dynamic(loadDialog);

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
export function UserCardTrigger({ userId, username, profileImage, roles, showAvatar = false, showName = true, className }: Props) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const content = (
    <>
      {(showAvatar || !showName) && (
        // the name beside it is the accessible name; the letter and role dot would only repeat it
        <span aria-hidden className="inline-flex">
          <UserAvatar username={username} profileImage={profileImage} roles={roles} className="size-7" />
        </span>
      )}
      {showName ? <span className="truncate">{username}</span> : userId !== null && <span className="sr-only">{username}</span>}
    </>
  );

  if (userId === null) {
    return <span className={cn("inline-flex min-w-0 items-center gap-2", className)}>{content}</span>;
  }

  function onOpenChange(next: boolean) {
    if (next) setOpened(true);
    setOpen(next);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger
        className={cn(
          "inline-flex min-w-0 cursor-pointer items-center gap-2 rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none",
          className,
        )}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        {content}
      </DialogTrigger>
      {opened && <ProfileCardDialog userId={userId} username={username} onClose={() => setOpen(false)} />}
    </Dialog>
  );
}
