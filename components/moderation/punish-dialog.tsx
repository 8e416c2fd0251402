"use client";

import { useEffect } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { LabelledField } from "@/components/ui/labelled-field";
import { Textarea } from "@/components/ui/textarea";
import { DEFAULT_SUSPEND_HOURS, SUSPEND_HOURS, type AdminUserView } from "@/lib/moderation/types";
import { punishmentReasonSchema, suspendSchema } from "@/lib/validation/moderation";
import { formatDuration } from "./format";
import { LabelledSelect } from "./labelled-select";
import { PUNISH, type PunishKind } from "./punish-rules";

export type PunishValues = { reason: string; duration: number };
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
  const resolver = (kind === "suspend"
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
    const payload = kind === "suspend" ? values : { reason: values.reason, duration: undefined };
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
        variant: kind === "reactivate" || kind === "lift" ? "default" : "destructive",
        disabled: blank,
      }}
    >
      <form id="punish-form" onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {kind === "suspend" && (
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
      </form>
    </ConfirmDialog>
  );
}
