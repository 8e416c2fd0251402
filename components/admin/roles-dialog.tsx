"use client";

import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import type { AdminUserView } from "@/lib/moderation/types";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/roles";
import { setRolesSchema } from "@/lib/validation/moderation";
import { changeRoles } from "./use-role-change";

type Props = { user: AdminUserView | null; onClose: () => void };
type Values = { roles: Role[] };

/** Every role the user holds, as checkboxes; PATCH {roles}. Save stays disabled while none is ticked. */
export function RolesDialog({ user, onClose }: Props) {
  const { control, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(setRolesSchema),
    defaultValues: { roles: [] },
  });
  useEffect(() => {
    if (user) reset({ roles: user.roles.length ? user.roles : [user.role] });
  }, [user, reset]);
  const none = (useWatch({ control, name: "roles" }) ?? []).length === 0;
  const submit = handleSubmit(async ({ roles }) => {
    if (user && (await changeRoles(user, { roles }))) onClose();
  });

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !formState.isSubmitting && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit roles of {user?.username}</DialogTitle>
          <DialogDescription>
            The change takes effect on their next request; they get an inbox message and an email.
          </DialogDescription>
        </DialogHeader>
        <form id="roles-form" onSubmit={(e) => void submit(e)} noValidate>
          <fieldset className="space-y-3" aria-describedby={none ? "roles-none" : undefined}>
            <legend className="mb-2 text-sm font-medium">Roles</legend>
            <Controller
              control={control}
              name="roles"
              render={({ field }) => (
                <>
                  {ROLES.map((r) => (
                    <div key={r} className="flex items-center gap-2">
                      <Checkbox
                        id={`role-${r}`}
                        checked={field.value.includes(r)}
                        onCheckedChange={(on) =>
                          field.onChange(on ? [...field.value, r] : field.value.filter((x) => x !== r))
                        }
                      />
                      <Label htmlFor={`role-${r}`}>{ROLE_LABELS[r]}</Label>
                    </div>
                  ))}
                </>
              )}
            />
            {none && (
              <p id="roles-none" role="alert" className="text-sm text-destructive">
                At least one role must be selected.
              </p>
            )}
          </fieldset>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="roles-form"
            disabled={none || formState.isSubmitting}
            aria-busy={formState.isSubmitting}
          >
            {formState.isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
