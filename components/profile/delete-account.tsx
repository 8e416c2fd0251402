"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { KeyRound, Loader2, Trash2 } from "lucide-react";
import type { z } from "zod";
import { applyServerErrors, serverMessage } from "@/components/accounts/server-errors";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import {
  DELETED_ACCOUNT_BALLOT,
  DELETED_ACCOUNT_LEANS,
  DELETED_ACCOUNT_REST,
  DELETION_IS_FINAL,
  NOT_YOUR_USERNAME,
} from "@/lib/accounts/deletion-rule";
import { ApiError, apiRequest } from "@/lib/api/client";
import { ceremonyMessage } from "@/lib/passkeys/ceremony-message";
import { deleteAccountSchema, type DeleteAccountInput } from "@/lib/validation/auth";
import { submitHandler } from "@/lib/form-submit";

const FIELDS = ["password", "confirmUsername"] as const;
const FAILED = "Your account could not be deleted. Please try again.";

/**
 * Settings' 'Delete my account' (issue 36 item 6): a dialog that says what a deletion does (lib/accounts/deletion-rule)
 * and that it cannot be undone, confirmed by the username typed out and the current password or, for an account with
 * a passkey, the passkey instead. On success the browser is signed out and sent home with a full load, which drops
 * every cached query of the old session.
 */
export function DeleteAccount({
  username,
  hasPasskey: hadPasskey = false,
}: {
  username: string;
  hasPasskey?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [hasPasskey, setHasPasskey] = useState(hadPasskey);
  const [failure, setFailure] = useState<string | null>(null);
  const [withPasskey, setWithPasskey] = useState(false);
  const { register, handleSubmit, setError, reset, formState, trigger, getValues } = useForm<
    z.input<typeof deleteAccountSchema>,
    unknown,
    DeleteAccountInput
  >({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: "", confirmUsername: "" },
  });
  const { errors, isSubmitting } = formState;
  const busy = isSubmitting || withPasskey;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    // a passkey added or removed on this page since it loaded: the list is asked again as the dialog opens
    if (next)
      void apiRequest("GET", "/api/auth/passkeys")
        .then((res) => res.json() as Promise<unknown[]>)
        .then(
          (list) => setHasPasskey(list.length > 0),
          () => undefined,
        );
    if (!next) {
      reset();
      setFailure(null);
    }
  };

  // the username is checked here first, so a slip costs no call; the server checks it again
  const usernameTyped = (typed: string) => {
    if (typed === username) return true;
    setError("confirmUsername", { type: "validate", message: NOT_YOUR_USERNAME }, { shouldFocus: true });
    return false;
  };

  const deleteWith = async (body: object) => {
    await apiRequest("DELETE", "/api/users/me", body);
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
  };

  const onSubmit = async ({ password, confirmUsername }: DeleteAccountInput) => {
    setFailure(null);
    if (!usernameTyped(confirmUsername)) return;
    try {
      await deleteWith({ password, confirmUsername });
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS)) return;
      setFailure(serverMessage(error, FAILED));
    }
  };

  // the passkey instead of the password: this account's own challenge, the browser's prompt, then the deletion
  const onPasskey = async () => {
    setFailure(null);
    if (!(await trigger("confirmUsername")) || !usernameTyped(getValues("confirmUsername").trim())) return;
    setWithPasskey(true);
    try {
      const res = await apiRequest("POST", "/api/auth/passkeys/confirm-options");
      const options = (await res.json()) as PublicKeyCredentialRequestOptionsJSON;
      const passkey = await startAuthentication({ optionsJSON: options });
      await deleteWith({ passkey, confirmUsername: username });
    } catch (error) {
      setWithPasskey(false);
      setFailure(error instanceof ApiError ? serverMessage(error, FAILED) : ceremonyMessage(error));
    }
  };

  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted-foreground">
        Erase your account and everything personal it holds. {DELETED_ACCOUNT_BALLOT}
      </p>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button type="button" variant="destructive">
            <Trash2 aria-hidden />
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>{DELETION_IS_FINAL}</DialogDescription>
          </DialogHeader>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>
              {DELETED_ACCOUNT_BALLOT} {DELETED_ACCOUNT_LEANS}
            </li>
            {DELETED_ACCOUNT_REST.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <form
            id="delete-account-form"
            onSubmit={submitHandler(handleSubmit(onSubmit))}
            noValidate
            className="space-y-4"
          >
            <FormField
              id="delete-account-password"
              label="Current Password"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register("password")}
            />
            <FormField
              id="delete-account-username"
              label={`Type your username (${username}) to confirm`}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.confirmUsername?.message}
              {...register("confirmUsername")}
            />
            {failure && (
              <p role="alert" className="text-sm text-destructive">
                {failure}
              </p>
            )}
          </form>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            {hasPasskey && (
              <Button
                type="button"
                variant="outline"
                onClick={() => void onPasskey()}
                disabled={busy}
                aria-busy={withPasskey}
              >
                {withPasskey ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
                Delete with a passkey instead
              </Button>
            )}
            <Button
              type="submit"
              form="delete-account-form"
              variant="destructive"
              disabled={busy}
              aria-busy={isSubmitting}
            >
              {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
              Delete my account for good
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
