"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { RotateCcw, Star, StarOff, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/accounts/server-errors";
import { STAFF_DEBATE_ACTIONS, type StaffDebateAction } from "@/lib/debates/staff-debate-actions";

type DebateFlags = { isActive: boolean; isFeatured: boolean };

/** A staff button on the debate page: its label, when it shows, and the confirm dialog it opens. */
type ActionButton = {
  label: string;
  icon: LucideIcon;
  /** when it shows (the page renders these for staff only; the server checks the action's own gate) */
  shows: (debate: DebateFlags) => boolean;
  confirm: { title: string; text: string; busy: string; done: string };
};

// the call each one makes is its body in STAFF_DEBATE_ACTIONS, PATCHed to /api/debates/{id}
const BUTTONS: Record<Exclude<StaffDebateAction, "takedown">, ActionButton> = {
  feature: {
    label: "Feature",
    icon: Star,
    // a taken-down debate is not offered it (the server refuses it, 409): restore it first
    shows: (debate) => debate.isActive && !debate.isFeatured,
    confirm: {
      title: "Feature this debate?",
      text: "While it is open, a featured debate is shown first as 'Hot Right Now' on the home page. One debate is featured at a time: featuring this one unfeatures the debate featured now, if any.",
      busy: "Featuring...",
      done: "Debate featured",
    },
  },
  unfeature: {
    label: "Unfeature",
    icon: StarOff,
    shows: (debate) => debate.isFeatured,
    confirm: {
      title: "Unfeature this debate?",
      text: "It will no longer be shown first as 'Hot Right Now'.",
      busy: "Unfeaturing...",
      done: "Debate unfeatured",
    },
  },
  restore: {
    label: "Restore",
    icon: RotateCcw,
    shows: (debate) => !debate.isActive,
    confirm: {
      title: "Restore this debate?",
      text: "It will show in every list again and its page will open for everyone.",
      busy: "Restoring...",
      done: "Debate restored",
    },
  },
};
type ButtonAction = keyof typeof BUTTONS;
// in the order they show
const ORDER = Object.keys(BUTTONS) as ButtonAction[];

/** Staff only (the page renders it for moderators and admins): PATCH /api/debates/{id} with each action's body. */
export function StaffDebateActions({ debateId, ...debate }: { debateId: number } & DebateFlags) {
  const router = useRouter();
  const [asking, setAsking] = useState<ButtonAction | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = asking ? BUTTONS[asking] : null;
  // this part is a chunk of its own: until it has hydrated, a press would be lost
  const hydrated = useHydrated();

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await apiRequest("PATCH", `/api/debates/${debateId}`, STAFF_DEBATE_ACTIONS[asking]);
      toast({ title: BUTTONS[asking].confirm.done });
      setAsking(null);
      router.refresh();
    } catch (error) {
      toast({ title: "Update failed", description: serverMessage(error, "Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label="Staff actions"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed p-3"
    >
      <span className="text-sm font-medium text-muted-foreground">Staff:</span>
      {ORDER.filter((action) => BUTTONS[action].shows(debate)).map((action) => {
        const { label, icon: Icon } = BUTTONS[action];
        return (
          <Button
            key={action}
            type="button"
            size="sm"
            variant="outline"
            disabled={!hydrated}
            onClick={() => setAsking(action)}
          >
            <Icon aria-hidden />
            {label}
          </Button>
        );
      })}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={shown?.confirm.title}
        description={shown?.confirm.text}
        busy={busy}
        confirm={{ label: shown?.label, busyLabel: shown?.confirm.busy, onClick: () => void confirm() }}
      />
    </section>
  );
}
