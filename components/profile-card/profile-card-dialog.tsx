"use client";

import useSWR from "swr";
import { DialogContent } from "@/components/ui/dialog";
import { ApiError, getQueryFn } from "@/lib/api/client";
import { ProfileCardDetails } from "./profile-card-details";
import { ProfileCardError, ProfileCardSkeleton } from "./profile-card-states";
import { userCardKey, type PublicUserCard } from "./types";

const fetchUser = getQueryFn({ on401: "throw" });

function errorMessage(error: unknown) {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : undefined;
}

/** The popup's body, loaded on first open: GET /api/users/{id} through SWR, then the card or its error. */
export function ProfileCardDialog({ userId, username, onClose }: { userId: number; username: string; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useSWR<PublicUserCard | null>(userCardKey(userId), (url: string) => fetchUser<PublicUserCard>(url));
  const notFound = (error instanceof ApiError && error.status === 404) || (!error && !isLoading && !data?.id);

  return (
    <DialogContent className="sm:max-w-sm">
      {isLoading && !data ? (
        <ProfileCardSkeleton username={username} />
      ) : error || notFound || !data ? (
        <ProfileCardError username={username} userId={userId} notFound={notFound} message={errorMessage(error)} onRetry={() => void mutate()} />
      ) : (
        <ProfileCardDetails user={data} onNavigate={onClose} />
      )}
    </DialogContent>
  );
}
