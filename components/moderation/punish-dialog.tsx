"use client";

import { useEffect } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LabelledField } from "@/components/ui/labelled-field";
import { Textarea } from "@/components/ui/textarea";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { VOIDING_RULE } from "@/lib/enums";
import { DEFAULT_SUSPEND_HOURS, SUSPEND_HOURS, type AdminUserView } from "@/lib/moderation/types";
import { punishmentReasonSchema, suspendSchema } from "@/lib/validation/moderation";
import { formatDuration } from "./format";
import { LabelledSelect } from "./labelled-select";
import { PUNISH, type PunishKind } from "./punish-rules";
import { MODERATION_KINDS } from "@/lib/moderation/kinds";

/** rule: VOIDING_RULE for a ban or deletion for vote manipulation (it voids the ballots on open debates), else unset */
export type PunishValues = { reason: string; duration: number; rule?: typeof VOIDING_RULE };
type Props = {
  target: { user: AdminUserView; kind: PunishKind } | null;
  onClose: () => void;
  onConfirm: (values: PunishValues) => Promise<boolean>;
};

const DURATIONS = SUSPEND_HOURS.map((h) => ({ value: String(h), label: formatDuration(h) }));

/** 'Suspend demo_user?': names the user, needs a non-blank reason; a suspension also picks its length. */
export function PunishDialog({ target, onClose, onConfirm }: Props) {
  const kind = target?.kind ?? "ban";
  const spec = PUNISH[kind];
  const { timed, account } = MODERATION_KINDS[kind];
  const voiding = account.voids;
  const resolver = (timed
    ? zodResolver(suspendSchema)
    : zodResolver(punishmentReasonSchema)) as unknown as Resolver<PunishValues>;
  const { register, handleSubmit, control, reset, formState } = useForm<PunishValues>({
    resolver,
    defaultValues: { reason: "", duration: DEFAULT_SUSPEND_HOURS },
  });
  const { errors, isSubmitting } = formState;
  const blank = (useWatch({ control, name: "reason" }) ?? "").trim() === "";
  useEffect(() => {
    if (target) reset({ reason: "", duration: DEFAULT_SUSPEND_HOURS });
  }, [target, reset]);

  const submit = handleSubmit(async (values) => {
    const payload = timed
      ? values
      : { reason: values.reason, duration: undefined, rule: voiding ? values.rule : undefined };
    if (await onConfirm(payload as PunishValues)) onClose();
  });

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target ? spec.title(target.user.username) : ""}
      description={<>{spec.text} They get an inbox message and an email with the reason.</>}
      busy={isSubmitting}
      confirm={{
        label: spec.label,
        form: "punish-form",
        variant: account.direction === "release" ? "default" : "destructive",
        disabled: blank,
      }}
    >
      <form id="punish-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {timed && (
          <Controller
            control={control}
            name="duration"
            render={({ field }) => (
              <LabelledSelect
                id="punish-duration"
                label="Duration"
                value={String(field.value)}
                onChange={(v) => field.onChange(Number(v))}
                options={DURATIONS}
              />
            )}
          />
        )}
        <LabelledField id="punish-reason" label="Reason" error={errors.reason?.message}>
          {(a11y) => <Textarea {...a11y} rows={3} maxLength={1000} required {...register("reason")} />}
        </LabelledField>
        {voiding && (
          <div className="flex items-start gap-2">
            <Controller
              control={control}
              name="rule"
              render={({ field }) => (
                <Checkbox
                  id="punish-vote-manipulation"
                  aria-describedby="punish-vote-manipulation-note"
                  checked={field.value === VOIDING_RULE}
                  onCheckedChange={(v) => field.onChange(v === true ? VOIDING_RULE : undefined)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <div className="space-y-1">
              <Label htmlFor="punish-vote-manipulation" className="font-normal">
                For vote manipulation
              </Label>
              <p id="punish-vote-manipulation-note" className="text-xs text-muted-foreground">
                Voids their ballots on debates still open: they stay on the public board, marked void with this
                action&apos;s number, and are not counted. A reversal on appeal counts them again.
              </p>
            </div>
          </div>
        )}
      </form>
    </ConfirmDialog>
  );
}
