"use client";

import { useState, type ReactNode } from "react";
import type { useAdminUsers } from "@/lib/hooks/use-admin";
import type { AdminUserView } from "@/lib/moderation/types";
import { PagedList } from "./list-states";
import { PunishDialog } from "./punish-dialog";
import type { PunishKind, Viewer } from "./punish-rules";
import { UserCard } from "./user-card";
import { usePunish } from "./use-punish";

type Props = {
  list: ReturnType<typeof useAdminUsers>;
  viewer: Viewer;
  /** the list's accessible name */
  label: string;
  empty: ReactNode;
};

/** A page of users, each with its punish buttons and history, and the one punish dialog they open. */
export function PunishableUsers({ list, viewer, label, empty }: Props) {
  const punish = usePunish();
  const [target, setTarget] = useState<{ user: AdminUserView; kind: PunishKind } | null>(null);
  return (
    <>
      <PagedList list={list} noun="users" failed="Failed to load users" loading="Loading users" empty={empty}>
        <ul className="space-y-3" aria-label={label}>
          {list.items.map((u) => (
            <UserCard key={u.id} user={u} viewer={viewer} onPunish={(kind) => setTarget({ user: u, kind })} />
          ))}
        </ul>
      </PagedList>
      <PunishDialog
        target={target}
        onClose={() => setTarget(null)}
        onConfirm={(values) => (target ? punish(target.user, target.kind, values) : Promise.resolve(false))}
      />
    </>
  );
}
