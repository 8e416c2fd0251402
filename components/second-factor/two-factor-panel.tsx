"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { serverMessage } from "@/components/accounts/server-errors";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api/client";
import { useSecondFactor } from "@/lib/hooks/use-second-factor";
import type { TotpSetup as Setup } from "@/lib/second-factor/types";
import { IdentityForm } from "./identity-form";
import { RecoveryCodes } from "./recovery-codes";
import { TotpSetup } from "./totp-setup";

type Step =
  | { kind: "idle" }
  | { kind: "setup"; setup: Setup }
  | { kind: "codes"; codes: string[] }
  | { kind: "confirm"; action: "disable" | "regenerate" };

/**
 * Settings' two-factor panel (docs/decisions/0024-second-factor.md): set up an authenticator (QR code, the key as
 * text, a first code), see its ten recovery codes once, make new ones, or turn it off (the password or a code).
 * Staff sent here by staff's rule are told why.
 */
export function TwoFactorPanel() {
  const required = useSearchParams().get("second-factor") === "required";
  const { data: status, mutate } = useSecondFactor();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [starting, setStarting] = useState(false);

  // start and done run from a click, not awaited (void): start reports its failure in a toast, and done's refresh,
  // like the one below, leaves the last status shown when it fails
  const start = async () => {
    setStarting(true);
    try {
      const res = await apiRequest("POST", "/api/auth/second-factor");
      setStep({ kind: "setup", setup: (await res.json()) as Setup });
    } catch (error) {
      toast({
        title: "Error",
        description: serverMessage(error, "Setup could not start. Please try again."),
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
    } finally {
      setStarting(false);
    }
  };

  const done = async () => {
    setStep({ kind: "idle" });
    await mutate();
  };

  return (
    <div className="space-y-4 text-sm" data-testid="two-factor">
      {required && !status?.enabled && (
        <p role="alert" className="flex gap-2 rounded-md border border-destructive/50 p-3 text-foreground">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          Staff accounts need two-factor authentication: set it up here to use the moderation and admin pages.
        </p>
      )}
      {step.kind === "codes" ? (
        <RecoveryCodes codes={step.codes} onDone={() => void done()} />
      ) : step.kind === "setup" ? (
        <TotpSetup
          setup={step.setup}
          onConfirmed={(codes) => {
            setStep({ kind: "codes", codes });
            void mutate();
          }}
          onCancel={() => setStep({ kind: "idle" })}
        />
      ) : !status ? (
        <p className="text-muted-foreground">Loading…</p>
      ) : status.enabled ? (
        <div className="space-y-3">
          <p className="flex items-center gap-2">
            <ShieldCheck className="size-4 text-primary" aria-hidden />
            <span>
              Two-factor authentication is <strong>on</strong>. {status.recoveryCodesLeft} of 10 recovery codes left.
            </span>
          </p>
          {step.kind === "confirm" ? (
            <div className="space-y-2 rounded-md border p-3">
              <p className="font-medium">
                {step.action === "disable"
                  ? "Turn off two-factor authentication"
                  : "Make new recovery codes (the old ones stop working)"}
              </p>
              <IdentityForm
                key={step.action}
                idPrefix={`two-factor-${step.action}`}
                method="either"
                submitLabel={step.action === "disable" ? "Turn off" : "Make new codes"}
                onConfirm={async (input) => {
                  if (step.action === "disable") {
                    await apiRequest("DELETE", "/api/auth/second-factor", input);
                    toast({ title: "Two-factor authentication is off", duration: TOAST_MS.normal });
                    await done();
                    return;
                  }
                  const res = await apiRequest("POST", "/api/auth/second-factor/recovery-codes", input);
                  setStep({ kind: "codes", codes: ((await res.json()) as { recoveryCodes: string[] }).recoveryCodes });
                  void mutate();
                }}
              />
              <Button type="button" variant="ghost" onClick={() => setStep({ kind: "idle" })}>
                Cancel
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => setStep({ kind: "confirm", action: "regenerate" })}
              >
                New recovery codes
              </Button>
              <Button
                type="button"
                variant="destructive"
                onClick={() => setStep({ kind: "confirm", action: "disable" })}
              >
                Turn off
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div className="space-y-3">
          <p>
            Two-factor authentication is <strong>off</strong>. With it on, signing in also asks for a code from an
            authenticator app, so a stolen password alone opens nothing.
          </p>
          <Button type="button" onClick={() => void start()} disabled={starting} aria-busy={starting}>
            {starting ? "Starting…" : "Set up two-factor authentication"}
          </Button>
        </div>
      )}
    </div>
  );
}
