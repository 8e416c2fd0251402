"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/client";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { toast } from "@/components/ui/use-toast";
import { formatInstant } from "@/lib/format-date";
import { createDebateSchema, type CreateDebateInput } from "@/lib/validation/debates";
import { sendToSignInToCreate } from "./auth-required-redirect";

// the form's fields are the schema's keys
const isField = (name: string): name is keyof CreateDebateInput => Object.hasOwn(createDebateSchema.shape, name);

/**
 * The day's limit reached (429): the server's words (how many a day, how long to wait) and the moment the next debate
 * can be made, from Retry-After, on the reader's clock.
 */
function limitNotice(error: ApiError): string {
  const said = error.serverMessage ?? "You have created as many debates as you can for now.";
  if (error.retryAfter === undefined) return said;
  return `${said} You can create your next debate after ${formatInstant(new Date(Date.now() + error.retryAfter * 1000))}.`;
}

/**
 * A failed create: field errors go under their fields; a lost session goes to sign-in; the day's limit stays in the
 * form (`limited`) until the next try; the rest is a toast.
 */
export function useCreateDebateErrors(setError: UseFormSetError<CreateDebateInput>) {
  const router = useRouter();
  const [limited, setLimited] = useState<string | null>(null);
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      sendToSignInToCreate(router);
      return;
    }
    if (error instanceof ApiError && error.status === 429) {
      setLimited(limitNotice(error));
      return;
    }
    const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors ?? {}) : [];
    let focused = false;
    for (const [field, message] of fieldErrors) {
      if (!isField(field)) continue;
      setError(field, { type: "server", message }, { shouldFocus: !focused });
      focused = true;
    }
    if (focused) return;
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    toast({
      title: "Error",
      description: message || "Failed to create debate. Please try again.",
      variant: "destructive",
      duration: TOAST_MS.normal,
    });
  };
  return { onError, limited, clearLimited: () => setLimited(null) };
}
