// Sudo mode on the client (docs/decisions/0024-second-factor.md): a call answered 403 SUDO_REQUIRED asks the one
// sudo dialog on the page (components/second-factor/sudo-dialog.tsx) to confirm, then is sent again once.
import type { SudoMethod } from "@/lib/second-factor/types";

/** Shows the dialog; true once POST /api/auth/sudo succeeded, false when the person cancelled. */
/** What the dialog is asked: the check the server named, its message, and whether a passkey is offered. */
export type SudoAsk = { method: SudoMethod; message: string; passkey: boolean };

type SudoPrompt = (ask: SudoAsk) => Promise<boolean>;

let prompt: SudoPrompt | null = null;

/** The sudo dialog registers itself while it is mounted (null on unmount). */
export function setSudoPrompt(next: SudoPrompt | null) {
  prompt = next;
}

/** Whether a 403 asked for sudo mode and the person confirmed (then the call is to be sent again). */
export async function confirmedSudo(res: Response): Promise<boolean> {
  if (res.status !== 403 || !prompt) return false;
  try {
    const body = (await res.clone().json()) as {
      code?: unknown;
      message?: unknown;
      sudoMethod?: unknown;
      passkeyOffered?: unknown;
    };
    if (body.code !== "SUDO_REQUIRED") return false;
    const method: SudoMethod =
      body.sudoMethod === "code" || body.sudoMethod === "passkey" ? body.sudoMethod : "password";
    const message = typeof body.message === "string" ? body.message : "";
    return await prompt({ method, message, passkey: body.passkeyOffered === "true" });
  } catch {
    return false;
  }
}
