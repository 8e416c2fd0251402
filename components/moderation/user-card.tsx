"use client";

import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { RoleChips } from "@/components/admin/role-chips";
import { Button } from "@/components/ui/button";
import type { AdminUserView } from "@/lib/moderation/types";
import { formatInstant, localDateTime } from "@/lib/format-date";
import { cn } from "@/lib/utils";
import { canPunish, PUNISH, PUNISH_KINDS, type PunishKind, type Viewer } from "./punish-rules";
import { StatusBadge } from "./status-badge";
import { UserDetails } from "./user-details";

type Props = { user: AdminUserView; viewer: Viewer; onPunish: (kind: PunishKind) => void };

/** One user: name, roles, status, the punish buttons allowed for them, and the history on demand. */
export function UserCard({ user, viewer, onPunish }: Props) {
  const [open, setOpen] = useState(false);
  const detailsId = `user-${user.id}-details`;
  return (
    <li className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm" aria-label={user.username}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold break-all">{user.username}</h3>
        <RoleChips roles={user.roles.length ? user.roles : [user.role]} />
        <StatusBadge status={user.status} kind="user" />
        {user.mailboxShared && (
          <span
            className="rounded-full border border-amber-600/40 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100"
            title="This account's mailbox (its canonical form) is also another, older account's"
          >
            Shares a mailbox
          </span>
        )}
        {user.status === "suspended" && user.suspendedUntil && (
          <span className="text-xs text-muted-foreground">until {formatInstant(user.suspendedUntil)}</span>
        )}
      </div>
      <p className="text-sm break-all text-muted-foreground">
        {user.email ?? "no email"} · joined {localDateTime(user.joinedAt)} · {user.debateCount} debates
      </p>
      <div className="flex flex-wrap gap-2">
        {PUNISH_KINDS.map((kind) => (
          <Button
            key={kind}
            type="button"
            size="sm"
            variant={PUNISH[kind].variant}
            disabled={!canPunish(viewer, user, kind)}
            onClick={() => onPunish(kind)}
          >
            {PUNISH[kind].label}
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
          className="ml-auto"
        >
          {open ? "Hide details" : "Details"}
          <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
        </Button>
      </div>
      <div id={detailsId} hidden={!open}>
        {open && <UserDetails userId={user.id} />}
      </div>
    </li>
  );
}
