"use client";

import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

/** Document 1, section 9: the Coming Soon toast stays 3000 ms. */
const COMING_SOON_MS = 3000;

/** 'Upgrade to PV+': membership is not on sale yet, so it only says so. */
export function UpgradeButton() {
  return (
    <Button
      type="button"
      onClick={() =>
        toast({
          title: "Coming Soon",
          description: "PV+ membership will be available soon. Stay tuned for updates!",
          duration: COMING_SOON_MS,
        })
      }
    >
      <Sparkles aria-hidden />
      Upgrade to PV+
    </Button>
  );
}
