"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { setSudoPrompt, type SudoAsk } from "@/lib/second-factor/sudo-retry";

// The dialog (its forms, zod, the passkey prompt: tens of KB) loads only when a call first asks for it; this slot,
// mounted in the layout for signed-in people, is all every page carries
const SudoDialog = lazy(() => import("./sudo-dialog").then((m) => ({ default: m.SudoDialog })));

type Pending = SudoAsk & { settle: (confirmed: boolean) => void };

/** Registers sudo mode's prompt (lib/second-factor/sudo-retry.ts) and shows the dialog while one is asked. */
export function SudoPromptSlot() {
  const [ask, setAsk] = useState<Pending | null>(null);
  const pending = useRef<Pending | null>(null);

  useEffect(() => {
    setSudoPrompt(
      (next) =>
        new Promise<boolean>((resolve) => {
          pending.current?.settle(false);
          pending.current = { ...next, settle: resolve };
          setAsk(pending.current);
        }),
    );
    return () => setSudoPrompt(null);
  }, []);

  const close = (confirmed: boolean) => {
    pending.current?.settle(confirmed);
    pending.current = null;
    setAsk(null);
  };

  return ask ? (
    <Suspense fallback={null}>
      <SudoDialog ask={ask} onClose={close} />
    </Suspense>
  ) : null;
}
