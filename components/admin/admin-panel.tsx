"use client";

import { useState } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { AdminUserView } from "@/lib/moderation/types";
import type { Role } from "@/lib/roles";
import { RoleSection } from "./role-section";
import { RolesDialog } from "./roles-dialog";

/** Sections in the panel's order: staff first, then PV+ and plain users, then the other ladder roles. */
const SECTIONS: Role[] = ["admin", "moderator", "pv_plus", "user", "verified_debate_poster", "donater"];

/** Users grouped by main role, each with a role selector; a search narrows every section. */
export function AdminPanel() {
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<AdminUserView | null>(null);
  return (
    <div className="space-y-6">
      <form
        role="search"
        className="flex max-w-md items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(draft.trim());
        }}
      >
        <div className="min-w-0 flex-1 space-y-2">
          <Label htmlFor="admin-search">Search users</Label>
          <Input id="admin-search" type="search" placeholder="Username or email" maxLength={100} value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" aria-label="Search">
          <Search aria-hidden />
        </Button>
      </form>
      {SECTIONS.map((role) => <RoleSection key={role} role={role} search={search} onEditRoles={setEditing} />)}
      <RolesDialog user={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
