"use client";

import { useState } from "react";
import { UserSearchForm } from "@/components/moderation/user-search-form";
import type { AdminUserView } from "@/lib/moderation/types";
import type { Role } from "@/lib/roles";
import { RoleSection } from "./role-section";
import { RolesDialog } from "./roles-dialog";

/** Sections in the panel's order: staff first, then PV+ and plain users, then the other ladder roles. */
const SECTIONS: Role[] = ["admin", "moderator", "pv_plus", "user", "verified_debate_poster", "donater"];

/** Users grouped by main role, each with a role selector; a search narrows every section. */
export function AdminPanel() {
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<AdminUserView | null>(null);
  return (
    <div className="space-y-6">
      <UserSearchForm id="admin-search" onSearch={setSearch} className="max-w-md" />
      {SECTIONS.map((role) => <RoleSection key={role} role={role} search={search} onEditRoles={setEditing} />)}
      <RolesDialog user={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
