"use client";

import { useEffect } from "react";
import { toast } from "@/components/ui/use-toast";
import { INVALID_RESET } from "./invalid-reset";
import { TOAST_MS } from "./toast-durations";

/**
 * /login after /reset-password without a token: says the link was invalid. The server sends the visitor here (a
 * client-side replace during the reset page's hydration left that page's <title> and meta tags beside the login's), and
 * the query is then dropped from the address without a navigation, so a reload does not say it again.
 */
export function InvalidResetNotice() {
  useEffect(() => {
    toast({
      title: "Invalid Reset Link",
      description: "The reset link is invalid or expired.",
      variant: "destructive",
      duration: TOAST_MS.normal,
    });
    const url = new URL(window.location.href);
    url.searchParams.delete(INVALID_RESET.param);
    window.history.replaceState(window.history.state, "", url.pathname + url.search);
  }, []);
  return null;
}
