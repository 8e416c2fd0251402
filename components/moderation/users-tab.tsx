"use client";

import { useState } from "react";
import { USER_STATUSES } from "@/lib/enums";
import { useAdminUsers } from "@/lib/hooks/use-admin";
import { ROLE_LABELS, ROLES } from "@/lib/roles";
import { LabelledSelect } from "./labelled-select";
import { EmptyState } from "./list-states";
import type { Viewer } from "./punish-rules";
import { PunishableUsers } from "./punishable-users";
import { UserSearchForm } from "./user-search-form";

const ROLE_OPTIONS = [{ value: "all", label: "All roles" }, ...ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))];
const STATUS_OPTIONS = [
  { value: "all", label: "All statuses" },
  ...USER_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
];
const MAILBOX_OPTIONS = [
  { value: "all", label: "All mailboxes" },
  { value: "1", label: "Shared with an older account" },
];
const orAll = (v: string) => (v === "all" ? undefined : v);

/** Search and filter users (on the server), punish or restore them, and open their history. */
export function UsersTab({ viewer }: { viewer: Viewer }) {
  const [search, setSearch] = useState("");
  const [role, setRole] = useState("all");
  const [status, setStatus] = useState("all");
  const [mailbox, setMailbox] = useState("all");
  const list = useAdminUsers({
    search: search || undefined,
    role: orAll(role),
    status: orAll(status),
    mailboxShared: orAll(mailbox),
  });

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
        <LabelledSelect
          id="users-mailbox"
          label="Mailbox"
          value={mailbox}
          onChange={setMailbox}
          options={MAILBOX_OPTIONS}
          className="w-full sm:w-60"
        />
      </div>
      <PunishableUsers
        list={list}
        viewer={viewer}
        label="Users"
        empty={<EmptyState title="No users found">No user matches this search and these filters.</EmptyState>}
      />
    </section>
  );
}
