import Link from "next/link";
import { KeyRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { withFrom } from "@/lib/safe-redirect";

/** Where the offer leads: sign in, then settings' passkeys panel. */
const ADD_PASSKEY_HREF = withFrom("/login", "/settings#passkeys");

/**
 * After a verification: the optional next step of adding a passkey (sign in, then settings). `onInterest` fires when
 * the reader tabs into it or presses on it, so the page's move on to login waits for them (not on a mere hover: a
 * pointer resting where the offer appears would stop it).
 */
export function PasskeyOffer({ onInterest }: { onInterest: () => void }) {
  return (
    <section
      aria-labelledby="passkey-offer-title"
      className="mt-6 space-y-2 rounded-md border border-border p-4 text-sm"
      data-testid="passkey-offer"
      onPointerDown={onInterest}
      onFocus={onInterest}
    >
      <h2 id="passkey-offer-title" className="flex items-center gap-2 font-medium">
        <KeyRound className="size-4" aria-hidden />
        Optional: add a passkey
      </h2>
      <p className="text-muted-foreground">
        Sign in next time with your fingerprint, face or device PIN instead of your password. You can add one now or
        later in Settings.
      </p>
      <Button asChild variant="outline" className="w-full">
        <Link href={ADD_PASSKEY_HREF}>Sign in and add a passkey</Link>
      </Button>
    </section>
  );
}
