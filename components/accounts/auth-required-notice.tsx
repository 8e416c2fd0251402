"use client";

import { useEffect } from "react";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { toast } from "@/components/ui/use-toast";

/** Document 2's 'Authentication Required' toast: creating a debate needs a signed-in account. */
export function showAuthRequiredToast() {
  toast({
    title: "Authentication Required",
    description: "Please sign in to create a debate.",
    variant: "destructive",
    duration: TOAST_MS.normal,
  });
}

/**
 * The login page reached from /create (proxy.ts sends visitors to /login?from=create-debate): document 2's toast, as
 * the toast it names (issue 24 item 6.9). The toaster holds one toast, so a second call only replaces it.
 */
export function AuthRequiredNotice() {
  useEffect(() => showAuthRequiredToast(), []);
  return null;
}
