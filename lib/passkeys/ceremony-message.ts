// What a person is told when the browser's passkey prompt fails (isomorphic; @simplewebauthn/browser's errors carry
// the DOMException's name).

/** The reader's message for a failed navigator.credentials call, by its error's name; null for an abort we started. */
export function ceremonyMessage(error: unknown): string | null {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: unknown } | null)?.code;
  if (name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") return null;
  if (name === "NotAllowedError") return "The passkey prompt was cancelled or timed out. Please try again.";
  if (name === "InvalidStateError") return "This device already holds a passkey for your account.";
  if (name === "SecurityError") return "Passkeys do not work on this address of the site.";
  return "This browser could not use a passkey. Try another browser or device, or your password.";
}
