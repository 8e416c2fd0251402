"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { UserDetailKind } from "@/lib/api/query-keys";
import { useAdminUserDetail } from "@/lib/hooks/use-admin";
import type { PunishmentHistoryEntry, UserActivity, UsernameHistoryEntry } from "@/lib/moderation/types";
import { localDateTime } from "@/lib/format-date";
import { ACTION_LABELS, formatDuration } from "./format";

function Block<T>({
  userId,
  kind,
  title,
  children,
}: {
  userId: number;
  kind: UserDetailKind;
  title: string;
  children: (data: T) => ReactNode;
}) {
  const { data, error, mutate } = useAdminUserDetail<T>(userId, kind);
  return (
    <section className="space-y-2" aria-label={title}>
      <h4 className="text-sm font-semibold">{title}</h4>
      {error && !data ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          Failed to load {title.toLowerCase()}.
          <Button type="button" size="sm" variant="outline" onClick={() => void mutate()}>
            Retry
          </Button>
        </p>
      ) : data === undefined ? (
        <Skeleton className="h-12 w-full" role="status" aria-label={`Loading ${title.toLowerCase()}`} />
      ) : (
        children(data)
      )}
    </section>
  );
}

const none = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;
const LIST = "space-y-1 text-sm";

/** Activity, username history and punishment history of one user, each fetched when the row opens. */
export function UserDetails({ userId }: { userId: number }) {
  return (
    <div className="grid gap-4 border-t border-border pt-3 md:grid-cols-3">
      <Block<UserActivity> userId={userId} kind="activity" title="Activity">
        {(a) => (
          <div className="space-y-2 text-sm">
            <p className="text-muted-foreground">
              {a.debates.length} debates created, voted in {a.votes.length}
            </p>
            {a.debates.length === 0 ? (
              none("No debates.")
            ) : (
              <ul className={LIST}>
                {a.debates.slice(0, 5).map((d) => (
                  <li key={d.id}>
                    <Link href={`/debate/${d.id}`} className="text-primary underline-offset-4 hover:underline">
                      {d.title}
                    </Link>
                    {!d.isActive && <span className="text-muted-foreground"> (taken down)</span>}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Block>
      <Block<UsernameHistoryEntry[]> userId={userId} kind="username-history" title="Username history">
        {(list) =>
          list.length === 0 ? (
            none("No username changes.")
          ) : (
            <ul className={LIST}>
              {list.map((h) => (
                <li key={h.changedAt + h.newUsername}>
                  {h.oldUsername} → {h.newUsername}{" "}
                  <span className="text-muted-foreground">({localDateTime(h.changedAt)})</span>
                </li>
              ))}
            </ul>
          )
        }
      </Block>
      <Block<PunishmentHistoryEntry[]> userId={userId} kind="punishment-history" title="Punishment history">
        {(list) =>
          list.length === 0 ? (
            none("No punishments.")
          ) : (
            <ul className={LIST}>
              {list.map((p, i) => (
                <li key={`${p.createdAt}-${i}`}>
                  <span className="font-medium">{ACTION_LABELS[p.action] ?? p.action}</span> (
                  {formatDuration(p.duration, p.action)}) by {p.moderatorName ?? "[deleted user]"}: {p.reason}{" "}
                  <span className="text-muted-foreground">({localDateTime(p.createdAt)})</span>
                </li>
              ))}
            </ul>
          )
        }
      </Block>
    </div>
  );
}
