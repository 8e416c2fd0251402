"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { KeyRound, Loader2 } from "lucide-react";
import { mutateQuery } from "@/lib/api/query";
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest } from "@/lib/api/client";
import { CURRENT_USER_KEY } from "@/lib/api/query-keys";
import { ceremonyMessage } from "@/lib/passkeys/ceremony-message";
import { safeFrom } from "@/lib/safe-redirect";
import { serverMessage } from "./server-errors";
import { TOAST_MS } from "./toast-durations";

const UNSUPPORTED = "This browser cannot use passkeys. Sign in with your password instead.";

type Props = { redirectTo: string; rememberMe: () => boolean };

/**
 * Sign in with a passkey alone: a button beside the password form, and the browser's autofill (conditional
 * mediation: the username field's `autocomplete="username webauthn"` lists this site's passkeys) when it has it.
 */
export function PasskeySignIn({ redirectTo, rememberMe }: Props) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const autofillStarted = useRef(false);

  const signIn = async (autofill: boolean) => {
    let options: PublicKeyCredentialRequestOptionsJSON;
    try {
      options = (await (
        await apiRequest("POST", "/api/auth/passkeys/sign-in-options")
      ).json()) as PublicKeyCredentialRequestOptionsJSON;
    } catch (error) {
      // the autofill is offered in the background: without its options (a limit, an outage) the button still works
      if (autofill) return;
      throw error;
    }
    const response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill });
    setPending(true);
    try {
      await apiRequest("POST", "/api/auth/passkeys/sign-in", { response, rememberMe: rememberMe() });
    } catch (error) {
      setPending(false);
      throw error;
    }
    await mutateQuery(CURRENT_USER_KEY);
    router.push(safeFrom(redirectTo));
    router.refresh();
  };

  const fail = (error: unknown) => {
    const description =
      error instanceof ApiError
        ? serverMessage(error, "Passkey sign-in failed. Please try again.")
        : ceremonyMessage(error);
    if (description === null) return;
    toast({ title: "Passkey Sign-in Failed", description, variant: "destructive", duration: TOAST_MS.normal });
  };

  useEffect(() => {
    if (autofillStarted.current) return;
    autofillStarted.current = true;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      // the autofill's own prompt: a cancel or a timeout there is quiet (the button is still there); a passkey
      // picked from it that the server refuses is told
      if (supported)
        signIn(true).catch((error: unknown) => {
          if (error instanceof ApiError) fail(error);
        });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the login page
  }, []);

  const onClick = async () => {
    if (!browserSupportsWebAuthn()) {
      toast({
        title: "Passkeys Unavailable",
        description: UNSUPPORTED,
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
      return;
    }
    setPending(true);
    try {
      await signIn(false);
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={pending}
      aria-busy={pending}
      onClick={() => void onClick()}
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
      Sign in with a passkey
    </Button>
  );
}
