"use client";

import { useState } from "react";
import { USER_STATUSES } from "@/lib/enums";
import { useAdminUsers } from "@/lib/hooks/use-admin";
import type { AdminUserView } from "@/lib/moderation/types";
import { ROLE_LABELS, ROLES } from "@/lib/roles";
import { LabelledSelect } from "./labelled-select";
import { EmptyState, PagedList } from "./list-states";
import { PunishDialog } from "./punish-dialog";
import type { PunishKind, Viewer } from "./punish-rules";
import { UserCard } from "./user-card";
import { UserSearchForm } from "./user-search-form";
import { usePunish } from "./use-punish";

const ROLE_OPTIONS = [{ value: "all", label: "All roles" }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))];
const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...USER_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
];
const orAll = (v: string) => (v === "all" ? undefined : v);

/** Search and filter users (on the server), punish or restore them, and open their history. */
export function UsersTab({ viewer }: { viewer: Viewer }) {
  const [search, setSearch] = useState("");
  const [role, setRole] = useState("all");
  const [status, setStatus] = useState("all");
  const list = useAdminUsers({ search: search || undefined, role: orAll(role), status: orAll(status) });
  const punish = usePunish();
  const [target, setTarget] = useState<{ user: AdminUserView; kind: PunishKind } | null>(null);

  return (
    <section aria-labelledby="users-heading" className="space-y-4">
      <h2 id="users-heading" className="sr-only">
        User management
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <UserSearchForm id="users-search" onSearch={setSearch} className="w-full sm:w-auto" fieldClassName="sm:w-64" />
        <LabelledSelect
          id="users-role"
          label="Role"
          value={role}
          onChange={setRole}
          options={ROLE_OPTIONS}
          className="w-[calc(50%-0.375rem)] sm:w-44"
        />
        <LabelledSelect
          id="users-status"
          label="Status"
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
          className="w-[calc(50%-0.375rem)] sm:w-40"
        />
      </div>
      <PagedList
        list={list}
        noun="users"
        failed="Failed to load users"
        loading="Loading users"
        empty={<EmptyState title="No users found">No user matches this search and these filters.</EmptyState>}
      >
        <ul className="space-y-3" aria-label="Users">
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
    </section>
  );
}
