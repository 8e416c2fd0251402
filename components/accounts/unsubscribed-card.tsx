import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AuthCard } from "./auth-card";

/** The success screen of an unsubscribe: what stopped, what did not, and where to subscribe again. */
export function UnsubscribedCard() {
  return (
    <AuthCard
      title="You're Unsubscribed"
      icon={<CheckCircle2 aria-hidden />}
      description="You will no longer receive announcements, reply notifications or results by email."
    >
      <p className="mb-4 text-center text-sm text-muted-foreground">
        Account and security emails (verification, password reset, confirmations) are still sent, because you asked for
        them. Changed your mind? Subscribe again in{" "}
        <Link href="/settings" className="font-medium text-primary underline-offset-4 hover:underline">
          Settings
        </Link>
        .
      </p>
      <Button asChild className="w-full">
        <Link href="/">Back to Home</Link>
      </Button>
    </AuthCard>
  );
}
