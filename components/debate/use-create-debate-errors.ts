"use client";

import { useRouter } from "next/navigation";
import type { UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api/client";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { toast } from "@/components/ui/use-toast";
import { createDebateSchema, type CreateDebateInput } from "@/lib/validation/debates";
import { sendToSignInToCreate } from "./auth-required-redirect";

// the form's fields are the schema's keys
const isField = (name: string): name is keyof CreateDebateInput => Object.hasOwn(createDebateSchema.shape, name);

/** A failed create: field errors go under their fields; a lost session goes to sign-in; the rest is a toast. */
export function useCreateDebateErrors(setError: UseFormSetError<CreateDebateInput>) {
  const router = useRouter();
  return (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      sendToSignInToCreate(router);
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
}
