"use client";

import { useEffect } from "react";
import { EmptyState, PagedList } from "@/components/moderation/list-states";
import { useAdminUsers } from "@/lib/hooks/use-admin";
import type { AdminUserView } from "@/lib/moderation/types";
import { ROLE_CHIP_CLASS, ROLE_LABELS, type Role } from "@/lib/roles";
import { cn } from "@/lib/utils";
import { AdminUserRow } from "./admin-user-row";
import { count } from "@/lib/plural";

type Props = {
  role: Role;
  search: string;
  onEditRoles: (user: AdminUserView) => void;
  /** told whether a search left this section empty (it is then not shown) */
  onEmptySearch: (role: Role, empty: boolean) => void;
};

/**
 * The users whose main role is `role` (the server filters and pages), newest first; hidden when a search finds none.
 */
export function RoleSection({ role, search, onEditRoles, onEmptySearch }: Props) {
  const list = useAdminUsers({ role, search: search || undefined }, 25);
  const headingId = `section-${role}`;
  const emptySearch = !!search && list.loaded && !list.error && list.items.length === 0;
  useEffect(() => onEmptySearch(role, emptySearch), [role, emptySearch, onEmptySearch]);
  if (emptySearch) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <span className={cn("inline-block size-3 rounded-full", ROLE_CHIP_CLASS[role].split(" ")[0])} aria-hidden />
        {ROLE_LABELS[role]}
        {list.total !== null && (
          <span className="text-sm font-normal text-muted-foreground">({count(list.total)})</span>
        )}
      </h2>
      <PagedList
        list={list}
        noun="users"
        failed={`Failed to load ${ROLE_LABELS[role]} users`}
        loading={`Loading ${ROLE_LABELS[role]} users`}
        skeleton={{ rows: 2, height: "h-16" }}
        onlyWithMore
        empty={<EmptyState title={`No ${ROLE_LABELS[role]} users`} />}
      >
        <ul
          className="divide-y divide-border rounded-lg border border-border bg-card"
          aria-label={`${ROLE_LABELS[role]} users`}
        >
          {list.items.map((u) => (
            <AdminUserRow key={u.id} user={u} onEditRoles={() => onEditRoles(u)} />
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
