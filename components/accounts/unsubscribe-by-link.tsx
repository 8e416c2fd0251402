"use client";

import { useState } from "react";
import { BellOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { AuthCard } from "./auth-card";
import { TOAST_MS } from "./toast-durations";
import { UnsubscribedCard } from "./unsubscribed-card";
import { WhatStops } from "./what-stops";

/**
 * The page a signed unsubscribe link opens (from product mail, or mailed by /unsubscribe's form): one button, which
 * makes the RFC 8058 one-click POST. Opening the page changes nothing (link scanners open it too).
 */
export function UnsubscribeByLink({ email, oneClick }: { email: string; oneClick: string }) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");

  const unsubscribe = async () => {
    setState("busy");
    try {
      const res = await fetch(oneClick, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(String(res.status));
      setState("done");
    } catch {
      toast({
        title: "Failed to unsubscribe",
        description: "Failed to unsubscribe. Please try again.",
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
      setState("idle");
    }
  };

  if (state === "done") return <UnsubscribedCard />;
  return (
    <AuthCard
      title="Unsubscribe from Emails"
      icon={<BellOff aria-hidden />}
      description={`Stop product emails from People's Verdict to ${email}.`}
    >
      <WhatStops />
      <Button className="w-full" onClick={() => void unsubscribe()} disabled={state === "busy"}>
        {state === "busy" ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </AuthCard>
  );
}
