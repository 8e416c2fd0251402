"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/hooks/use-toast";

/** /create for a visitor: after 100 ms, the 'Authentication Required' toast and off to sign in (document 2). */
export function AuthRequiredRedirect() {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => {
      toast({ title: "Authentication Required", description: "Please sign in to create a debate.", variant: "destructive" });
      router.push("/login?from=create-debate");
    }, 100);
    return () => clearTimeout(timer);
  }, [router]);
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      Redirecting to sign in…
    </p>
  );
}
