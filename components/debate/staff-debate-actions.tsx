"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { RotateCcw, Star, StarOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { apiRequest } from "@/lib/api/client";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/components/accounts/server-errors";

type Change = "feature" | "unfeature" | "restore";

const CHANGES: Record<
  Change,
  {
    patch: { isFeatured?: boolean; isActive?: boolean };
    title: string;
    text: string;
    confirm: string;
    busy: string;
    done: string;
  }
> = {
  feature: {
    patch: { isFeatured: true },
    title: "Feature this debate?",
    text: "While it is open, a featured debate is shown first as 'Hot Right Now' on the home page. One debate is featured at a time: featuring this one unfeatures the debate featured now, if any.",
    confirm: "Feature",
    busy: "Featuring...",
    done: "Debate featured",
  },
  unfeature: {
    patch: { isFeatured: false },
    title: "Unfeature this debate?",
    text: "It will no longer be shown first as 'Hot Right Now'.",
    confirm: "Unfeature",
    busy: "Unfeaturing...",
    done: "Debate unfeatured",
  },
  restore: {
    patch: { isActive: true },
    title: "Restore this debate?",
    text: "It will show in every list again and its page will open for everyone.",
    confirm: "Restore",
    busy: "Restoring...",
    done: "Debate restored",
  },
};

/** Staff only (the page renders it for moderators and admins): PATCH /api/debates/{id} with isFeatured or isActive. */
export function StaffDebateActions({
  debateId,
  isActive,
  isFeatured,
}: {
  debateId: number;
  isActive: boolean;
  isFeatured: boolean;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = asking ? CHANGES[asking] : null;
  // this part is a chunk of its own: until it has hydrated, a press would be lost
  const hydrated = useHydrated();

  const confirm = async () => {
    if (!asking) return;
    const change = CHANGES[asking];
    setBusy(true);
    try {
      await apiRequest("PATCH", `/api/debates/${debateId}`, change.patch);
      toast({ title: change.done });
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
      {isFeatured ? (
        <Button type="button" size="sm" variant="outline" disabled={!hydrated} onClick={() => setAsking("unfeature")}>
          <StarOff aria-hidden />
          Unfeature
        </Button>
      ) : (
        <Button type="button" size="sm" variant="outline" disabled={!hydrated} onClick={() => setAsking("feature")}>
          <Star aria-hidden />
          Feature
        </Button>
      )}
      {!isActive && (
        <Button type="button" size="sm" variant="outline" disabled={!hydrated} onClick={() => setAsking("restore")}>
          <RotateCcw aria-hidden />
          Restore
        </Button>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={shown?.title}
        description={shown?.text}
        busy={busy}
        confirm={{ label: shown?.confirm, busyLabel: shown?.busy, onClick: () => void confirm() }}
      />
    </section>
  );
}
