"use client";

import { useState } from "react";
import { Loader2, MailX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

/** Does what a mail client's unsubscribe button does with a List-Unsubscribe header: the RFC 8058 one-click POST. */
export function OneClickUnsubscribeButton({ href }: { href: string }) {
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");

  const unsubscribe = async () => {
    setState("busy");
    try {
      const res = await fetch(href, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      const { message } = (await res.json()) as { message?: string };
      if (!res.ok) throw new Error(message);
      toast({ title: "Unsubscribed", description: message });
      setState("done");
    } catch (error) {
      toast({
        title: "Unsubscribe failed",
        description: error instanceof Error && error.message ? error.message : "Please try again.",
        variant: "destructive",
      });
      setState("idle");
    }
  };

  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={() => void unsubscribe()}
      disabled={state !== "idle"}
      aria-busy={state === "busy"}
    >
      {state === "busy" ? <Loader2 className="animate-spin" aria-hidden /> : <MailX aria-hidden />}
      {state === "done" ? "Unsubscribed" : "Unsubscribe (one click)"}
    </Button>
  );
}
