"use client";

import { useQuery } from "@/lib/api/query";
import type { RefObject } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { ApiError, getQueryFn } from "@/lib/api/client";
import { ProfileCardDetails } from "./profile-card-details";
import { ProfileCardError, ProfileCardSkeleton } from "./profile-card-states";
import { userCardKey } from "@/lib/api/query-keys";
import type { PublicUserCard } from "./types";

const fetchUser = getQueryFn({ on401: "throw" });

function errorMessage(error: unknown) {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : undefined;
}

type Props = {
  userId: number;
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the button that opened the card: focus goes back to it on close */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** The popup (Radix Dialog), loaded on first open: GET /api/users/{id} (useQuery), then the card or its error. */
export function ProfileCardDialog({ userId, username, open, onOpenChange, returnFocusTo }: Props) {
  const { data, error, isLoading, mutate } = useQuery<PublicUserCard | null>(userCardKey(userId), {
    fetcher: (url) => fetchUser<PublicUserCard>(url),
  });
  const notFound = (error instanceof ApiError && error.code === "NOT_FOUND") || (!error && !isLoading && !data?.id);

  const onClose = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-sm"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {isLoading && !data ? (
          <ProfileCardSkeleton username={username} />
        ) : error || notFound || !data ? (
          <ProfileCardError
            username={username}
            userId={userId}
            notFound={notFound}
            message={errorMessage(error)}
            onRetry={() => void mutate()}
          />
        ) : (
          <ProfileCardDetails user={data} onNavigate={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}
