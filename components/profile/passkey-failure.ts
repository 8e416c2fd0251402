import { serverMessage } from "@/components/accounts/server-errors";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api/client";
import { ceremonyMessage } from "@/lib/passkeys/ceremony-message";

/** A failure's message: the server's, or what the browser's prompt said (null when nothing needs saying). */
export function passkeyFailure(error: unknown, fallback: string): string | null {
  return error instanceof ApiError ? serverMessage(error, fallback) : ceremonyMessage(error);
}

/** The failure's toast, unless there is nothing to say (the reader cancelled a prompt we aborted). */
export function failed(title: string, description: string | null) {
  if (description !== null) toast({ title, description, variant: "destructive", duration: TOAST_MS.normal });
}
