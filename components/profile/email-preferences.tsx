"use client";

import { useState } from "react";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api/client";

/**
 * Settings' product mail: whether announcements, reply notifications and results come by email, and the button that
 * stops or restarts them (issue 24 item 6.11: re-subscribing after /unsubscribe).
 */
export function EmailPreferences({ unsubscribed }: { unsubscribed: boolean }) {
  const [off, setOff] = useState(unsubscribed);
  const [busy, setBusy] = useState(false);

  const change = async () => {
    setBusy(true);
    try {
      await apiRequest("PATCH", "/api/users/profile", { unsubscribed: !off });
      setOff(!off);
      toast({
        title: off ? "Subscribed" : "Unsubscribed",
        description: off
          ? "Announcements, reply notifications and results will be emailed to you again."
          : "You will no longer receive announcements, reply notifications or results by email.",
        duration: TOAST_MS.normal,
      });
    } catch {
      toast({
        title: "Error",
        description: "Failed to update your email settings",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted-foreground" data-testid="product-mail-state">
        {off
          ? "You are unsubscribed: announcements, reply notifications and results are not emailed to you."
          : "Announcements, reply notifications and results are emailed to you."}{" "}
        Account and security emails are always sent.
      </p>
      <Button type="button" variant="outline" size="sm" onClick={() => void change()} disabled={busy}>
        {off ? "Subscribe again" : "Unsubscribe from these emails"}
      </Button>
    </div>
  );
}
