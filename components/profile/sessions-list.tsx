"use client";

import { useState } from "react";
import { Laptop, Loader2, Smartphone, Tablet } from "lucide-react";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api/client";
import { SESSIONS_KEY } from "@/lib/api/query-keys";
import { dateTimeUtc } from "@/lib/format-date";
import { useSessions } from "@/lib/hooks/use-sessions";
import { deviceLabel } from "@/lib/sessions/device-label";
import type { AccountSession, SessionDevice } from "@/lib/sessions/types";

function DeviceIcon({ type }: { type: SessionDevice["type"] }) {
  const Icon = type === "mobile" ? Smartphone : type === "tablet" ? Tablet : Laptop;
  return <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />;
}

/**
 * Settings' sessions: every signed-in session of the account with its device, when it began and when it was last
 * used, this one marked; each can be ended, or all but this one at once (docs/decisions/0022-sessions.md).
 */
export function SessionsList({ initial }: { initial: AccountSession[] }) {
  const { data: sessions = initial, mutate } = useSessions(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const others = sessions.filter((s) => !s.current).length;

  const end = async (key: string, url: string, leaving: boolean, done: string) => {
    setBusy(key);
    try {
      await apiRequest("DELETE", url);
      if (leaving) {
        // this device's own session: a full load drops every cached query of it, as logging out does
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination
        window.location.assign("/");
        return;
      }
      await mutate();
      toast({ title: "Signed out", description: done, duration: TOAST_MS.normal });
    } catch {
      toast({
        title: "Error",
        description: "The session could not be ended. Reload the page and try again.",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
      await mutate();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-4 text-sm">
      <ul className="divide-y divide-border" aria-label="Signed-in sessions" data-testid="sessions">
        {sessions.map((s) => {
          const label = deviceLabel(s.device);
          return (
            <li key={s.id} className="flex items-start gap-3 py-3" data-testid="session">
              <DeviceIcon type={s.device.type} />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {label}
                  {s.current && <Badge variant="secondary">This device</Badge>}
                </p>
                <p className="text-muted-foreground">
                  Signed in {dateTimeUtc(s.createdAt)}
                  <br />
                  Last active {dateTimeUtc(s.lastActiveAt)}
                </p>
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy !== null}
                aria-busy={busy === s.id}
                onClick={() =>
                  void end(s.id, `${SESSIONS_KEY}/${s.id}`, s.current, `The session on ${label} has ended.`)
                }
              >
                {busy === s.id && <Loader2 className="animate-spin" aria-hidden />}
                {s.current ? "Sign out" : "End"}
                <span className="sr-only">{s.current ? " of this device" : ` the session on ${label}`}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {others > 0 && (
        <Button
          type="button"
          variant="outline"
          disabled={busy !== null}
          aria-busy={busy === "others"}
          onClick={() => void end("others", SESSIONS_KEY, false, "Every other session has ended.")}
        >
          {busy === "others" && <Loader2 className="animate-spin" aria-hidden />}
          End all other sessions
        </Button>
      )}
    </div>
  );
}
