"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { showAuthRequiredToast } from "@/components/accounts/auth-required-notice";

type Router = ReturnType<typeof useRouter>;

/**
 * Document 2: creating a debate without a session says 'Authentication Required' and goes to sign in, back here after.
 */
export function sendToSignInToCreate(router: Router) {
  showAuthRequiredToast();
  router.replace("/login?from=create-debate");
}

/** /create for a visitor: after 100 ms, the toast and off to sign in (document 2, section 1). */
export function AuthRequiredRedirect() {
  const router = useRouter();
  useEffect(() => {
    const timer = setTimeout(() => sendToSignInToCreate(router), 100);
    return () => clearTimeout(timer);
  }, [router]);
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      Redirecting to sign in…
    </p>
  );
}
