"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/use-toast";
import { TOAST_MS } from "./toast-durations";

/** /reset-password without a token: says so and sends the visitor to /login. */
export function InvalidResetLink() {
  const router = useRouter();
  useEffect(() => {
    toast({
      title: "Invalid Reset Link",
      description: "The reset link is invalid or expired.",
      variant: "destructive",
      duration: TOAST_MS.normal,
    });
    router.replace("/login");
  }, [router]);
  return (
    <p role="status" className="p-8 text-center text-sm text-muted-foreground">
      Redirecting to login...
    </p>
  );
}
