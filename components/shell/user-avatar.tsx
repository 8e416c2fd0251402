"use client";

import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { ROLE_BADGE_CLASS, ROLE_LABELS, mainRole, type Role } from "@/lib/roles";
import { cn } from "@/lib/utils";

type UserAvatarProps = {
  username: string;
  profileImage?: string | null;
  roles?: readonly Role[];
  className?: string;
  /** false: the role dot is a picture only (where the role would come between the initial and the rest of a name) */
  labelRole?: boolean;
};

const isHttpUrl = (url: string | null | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** Image, or the username's first letter; a coloured role dot for PV+, moderator and admin. */
export function UserAvatar({ username, profileImage, roles, className, labelRole = true }: UserAvatarProps) {
  const role = mainRole(roles);
  const badge = ROLE_BADGE_CLASS[role];
  return (
    <span className={cn("relative inline-flex size-8 shrink-0", className)}>
      <Avatar className="size-full">
        {isHttpUrl(profileImage) && <AvatarImage src={profileImage} alt="" />}
        <AvatarFallback className="bg-primary/10 font-semibold text-primary dark:bg-primary/20 dark:text-red-300">
          {username.charAt(0).toUpperCase() || "?"}
        </AvatarFallback>
      </Avatar>
      {badge && (
        <span
          title={labelRole ? ROLE_LABELS[role] : undefined}
          aria-hidden={labelRole ? undefined : true}
          className={cn("absolute -right-0.5 -bottom-0.5 size-3 rounded-full ring-2 ring-background", badge)}
        >
          {labelRole && <span className="sr-only">{ROLE_LABELS[role]}</span>}
        </span>
      )}
    </span>
  );
}
