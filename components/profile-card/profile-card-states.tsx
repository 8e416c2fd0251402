import { AlertCircle, UserX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown while GET /api/users/{id} is on its way; the title is the name the trigger already knows. */
export function ProfileCardSkeleton({ username }: { username: string }) {
  return (
    <div className="space-y-4" aria-busy="true">
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 shrink-0 rounded-full" />
        <div className="min-w-0 flex-1 space-y-2">
          <DialogTitle className="leading-snug break-words">{username}</DialogTitle>
          <DialogDescription className="sr-only">Loading profile</DialogDescription>
          <Skeleton className="h-5 w-24" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

/** 'User not found' for a 404 or an empty answer; otherwise the error and the user id (document 1, section 2). */
export function ProfileCardError({
  username,
  userId,
  notFound,
  message,
  onRetry,
}: {
  username: string;
  userId: number;
  notFound: boolean;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-3">
      <DialogTitle className="leading-snug break-words">{username}</DialogTitle>
      <div role="alert" className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-4">
        {notFound ? (
          <UserX className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        ) : (
          <AlertCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        )}
        <div className="min-w-0 space-y-1 text-sm">
          <DialogDescription className="font-semibold text-foreground">
            {notFound ? "User not found" : "Failed to load user"}
          </DialogDescription>
          {!notFound && message && <p className="break-words text-muted-foreground">{message}</p>}
          {!notFound && <p className="text-muted-foreground">User ID: {userId}</p>}
        </div>
      </div>
      {!notFound && (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
