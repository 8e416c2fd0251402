"use client";

import { useState } from "react";
import { Pencil } from "lucide-react";
import { LabelledSelect } from "@/components/moderation/labelled-select";
import { StatusBadge } from "@/components/moderation/status-badge";
import { Button } from "@/components/ui/button";
import type { AdminUserView } from "@/lib/moderation/types";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/roles";
import { RoleChips } from "./role-chips";
import { changeRoles } from "./use-role-change";

const OPTIONS = [...ROLES].reverse().map((r) => ({ value: r, label: ROLE_LABELS[r] }));

/** One user with their roles, a selector that sets a single role (PUT), and 'Edit roles' for the full list. */
export function AdminUserRow({ user, onEditRoles }: { user: AdminUserView; onEditRoles: () => void }) {
  const [saving, setSaving] = useState(false);
  const deleted = user.status === "deleted";
  const pick = async (role: string) => {
    if (role === user.role && user.roles.length <= 1) return;
    setSaving(true);
    await changeRoles(user, { role: role as Role });
    setSaving(false);
  };
  return (
    <li className="flex flex-wrap items-end gap-3 p-3" aria-label={user.username}>
      <div className="min-w-0 flex-1 basis-48 space-y-1">
        <p className="font-medium break-all">{user.username}</p>
        <div className="flex flex-wrap items-center gap-2">
          <RoleChips roles={user.roles.length ? user.roles : [user.role]} />
          {user.status !== "active" && <StatusBadge status={user.status} kind="user" />}
        </div>
      </div>
      <LabelledSelect
        id={`role-select-${user.id}`}
        label={`Role of ${user.username}`}
        value={user.role}
        onChange={(v) => void pick(v)}
        options={OPTIONS}
        disabled={saving || deleted}
        className="w-full sm:w-52 [&_label]:sr-only"
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="h-9"
        onClick={onEditRoles}
        disabled={deleted}
        aria-label={`Edit roles of ${user.username}`}
      >
        <Pencil aria-hidden />
        Edit roles
      </Button>
    </li>
  );
}
