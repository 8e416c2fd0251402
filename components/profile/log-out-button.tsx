"use client";

import { useState } from "react";
import { Loader2, LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api/client";

export function LogOutButton() {
  const [pending, setPending] = useState(false);
  const logOut = async () => {
    setPending(true);
    await apiRequest("POST", "/api/auth/logout").catch(() => undefined);
    // a full load drops every cached query of the old session
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  };
  return (
    <Button type="button" variant="outline" onClick={() => void logOut()} disabled={pending} aria-busy={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
      Log Out
    </Button>
  );
}
