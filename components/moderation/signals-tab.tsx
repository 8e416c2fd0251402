"use client";

import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminUsers, useVoteSignals } from "@/lib/hooks/use-admin";
import type { BallotGroup, DebateSignals } from "@/lib/moderation/types";
import { localDateTime } from "@/lib/format-date";
import { EmptyState, ErrorState } from "./list-states";
import type { Viewer } from "./punish-rules";
import { PunishableUsers } from "./punishable-users";
import { count } from "@/lib/plural";

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

/** The accounts behind one group, with the users tab's punish buttons. */
function GroupAccounts({ group, viewer }: { group: BallotGroup; viewer: Viewer }) {
  const list = useAdminUsers({ group: group.id });
  return (
    <PunishableUsers
      list={list}
      viewer={viewer}
      label={`Accounts of group ${group.label}`}
      empty={<EmptyState title="No accounts">The accounts of this group are gone.</EmptyState>}
    />
  );
}

function GroupRow({ group, viewer }: { group: BallotGroup; viewer: Viewer }) {
  const [open, setOpen] = useState(false);
  const panelId = `group-${group.id.replace(/[^\w-]/g, "-")}`;
  return (
    <li className="space-y-3 rounded-md border border-border p-3" aria-label={`Group ${group.label}`}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span>
          Group <span className="font-mono font-semibold">{group.label}</span>
        </span>
        <span>
          <span className="font-semibold tabular-nums">{group.ballots}</span> ballots
        </span>
        <span className="text-muted-foreground">
          registered {localDateTime(group.firstJoined)} – {localDateTime(group.lastJoined)}
        </span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="ml-auto"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? "Hide accounts" : "Show accounts"}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open && <GroupAccounts group={group} viewer={viewer} />}
      </div>
    </li>
  );
}

function DebateCard({ debate, viewer }: { debate: DebateSignals; viewer: Viewer }) {
  const headingId = `signals-debate-${debate.debateId}`;
  return (
    <li className="space-y-3 rounded-lg border border-border bg-card p-4 shadow-sm" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold break-words">
        <Link href={`/debate/${debate.debateId}`} className="hover:underline">
          {debate.title}
        </Link>
      </h3>
      <p className="text-sm">
        <span className="font-semibold tabular-nums">{count(debate.ballots)}</span> ballots ·{" "}
        <span className="font-semibold tabular-nums">{count(debate.youngBallots)}</span> from accounts under a day old (
        {percent(debate.youngBallots, debate.ballots)}%)
      </p>
      {debate.groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No group of accounts registered from one network within an hour.
        </p>
      ) : (
        <ul className="space-y-2" aria-label={`Groups of ${debate.title}`}>
          {debate.groups.map((g) => (
            <GroupRow key={g.id} group={g} viewer={viewer} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Signals of vote manipulation for the open debates with the most ballots (issue 25 item 6): the share of ballots
 * from accounts under a day old, and groups of ballots from accounts registered from one network within an hour of
 * each other, by a hashed network id (never an address). A group opens its accounts, with the punish buttons.
 */
export function SignalsTab({ viewer }: { viewer: Viewer }) {
  const { data, error, mutate } = useVoteSignals();
  return (
    <section aria-labelledby="signals-heading" className="space-y-4">
      <h2 id="signals-heading" className="sr-only">
        Signals
      </h2>
      <p className="text-sm text-muted-foreground">
        Open debates with the most ballots. A group is three or more ballots from accounts registered from one network
        within an hour of each other; its id is a keyed hash of the network, never an address. Debates with a group are
        listed first.
      </p>
      {error && !data ? (
        <ErrorState message="Failed to load signals" onRetry={() => void mutate()} />
      ) : !data ? (
        <div role="status" aria-label="Loading signals" className="space-y-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : data.length === 0 ? (
        <EmptyState title="No ballots yet">No open debate has a ballot yet.</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Open debates">
          {data.map((d) => (
            <DebateCard key={d.debateId} debate={d} viewer={viewer} />
          ))}
        </ul>
      )}
    </section>
  );
}
