"use client";

import { useCallback, useState } from "react";
import { EmptyState } from "@/components/moderation/list-states";
import { UserSearchForm } from "@/components/moderation/user-search-form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AdminUserView } from "@/lib/moderation/types";
import type { Role } from "@/lib/roles";
import { CategoriesSection } from "./categories-section";
import { RoleSection } from "./role-section";
import { RolesDialog } from "./roles-dialog";

/** Sections in the panel's order: staff first, then PV+ and plain users, then the other ladder roles. */
const SECTIONS: Role[] = ["admin", "moderator", "pv_plus", "user", "verified_debate_poster", "donater"];

/**
 * Two tabs: users grouped by main role, each with a role selector (a search narrows every section and hides the empty
 * ones); categories.
 */
export function AdminPanel() {
  const [tab, setTab] = useState("users");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<AdminUserView | null>(null);
  const [empty, setEmpty] = useState<ReadonlySet<Role>>(new Set());
  const onEmptySearch = useCallback((role: Role, isEmpty: boolean) => {
    setEmpty((prev) => {
      if (prev.has(role) === isEmpty) return prev;
      const next = new Set(prev);
      if (isEmpty) next.add(role);
      else next.delete(role);
      return next;
    });
  }, []);
  return (
    <Tabs value={tab} onValueChange={setTab} className="gap-4">
      <TabsList aria-label="Admin sections" className="h-auto w-full justify-start overflow-x-auto">
        <TabsTrigger value="users" className="h-8 flex-none px-3">
          Users
        </TabsTrigger>
        <TabsTrigger value="categories" className="h-8 flex-none px-3">
          Categories
        </TabsTrigger>
      </TabsList>
      <TabsContent value="users">
        <div className="space-y-6">
          <UserSearchForm id="admin-search" onSearch={setSearch} className="max-w-md" />
          {search && empty.size === SECTIONS.length && (
            <EmptyState title="No users found">{`No user matches “${search}”.`}</EmptyState>
          )}
          {SECTIONS.map((role) => (
            <RoleSection
              key={role}
              role={role}
              search={search}
              onEditRoles={setEditing}
              onEmptySearch={onEmptySearch}
            />
          ))}
          <RolesDialog user={editing} onClose={() => setEditing(null)} />
        </div>
      </TabsContent>
      <TabsContent value="categories">
        <CategoriesSection />
      </TabsContent>
    </Tabs>
  );
}
