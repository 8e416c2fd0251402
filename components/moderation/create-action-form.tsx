"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Loader2 } from "lucide-react";
import { applyServerErrors } from "@/components/accounts/server-errors";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { LabelledField } from "@/components/ui/labelled-field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/api/client";
import { REPORT_TARGETS } from "@/lib/enums";
import { LISTED_BY_HAND } from "@/lib/moderation/kinds";
import { useRefreshActions } from "@/lib/hooks/use-moderation";
import { toast } from "@/components/ui/use-toast";
import { createActionSchema } from "@/lib/validation/moderation";
import { ACTION_LABELS, TARGET_LABELS } from "./format";
import { failureMessage } from "./use-report-actions";

type Input = z.input<typeof createActionSchema>;
type Output = z.output<typeof createActionSchema>;
const FIELDS = ["targetType", "targetId", "action", "reason", "duration"] as const;
const TARGETS = REPORT_TARGETS.map((t) => ({ value: t, label: TARGET_LABELS[t] }));
const ACTIONS = LISTED_BY_HAND.map((a) => ({
  value: a,
  label: ACTION_LABELS[a],
}));
const EMPTY = { targetType: undefined, targetId: "", action: undefined, reason: "", duration: "" } as unknown as Input;

/** Record a moderation action by hand: target, action, reason and a duration in days (empty means permanent). */
export function CreateActionForm() {
  const refreshActions = useRefreshActions();
  const { register, control, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(createActionSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: Output) => {
    try {
      await apiRequest("POST", "/api/moderation/actions", { ...values, duration: values.duration ?? null });
      toast({
        title: "Action created",
        description: `${ACTION_LABELS[values.action]} on ${values.targetType} #${values.targetId} was recorded.`,
        duration: TOAST_MS.normal,
      });
      reset(EMPTY);
      await refreshActions();
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS)) return;
      toast({
        title: "Failed to create action",
        description: failureMessage(error),
        variant: "destructive",
        duration: TOAST_MS.normal,
      });
    }
  };

  // the browser's own select: inside a form, Radix's Select adds a hidden native copy whose placeholder is an empty
  // <option> (invalid HTML; issue 34 item 9)
  const select = (name: "targetType" | "action", label: string, options: { value: string; label: string }[]) => (
    <LabelledField id={`action-${name}`} label={label} error={errors[name]?.message}>
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <NativeSelect
              {...a11y}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ""}
              placeholder="Select..."
              onChange={(e) => field.onChange(e.target.value || undefined)}
              onBlur={field.onBlur}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          )}
        />
      )}
    </LabelledField>
  );

  return (
    <section aria-labelledby="create-action-heading" className="max-w-2xl space-y-4">
      <h2 id="create-action-heading" className="text-lg font-semibold">
        Create Action
      </h2>
      <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {select("targetType", "Target type", TARGETS)}
          <FormField
            id="action-targetId"
            label="Target ID"
            type="number"
            inputMode="numeric"
            min={1}
            error={errors.targetId?.message}
            {...register("targetId")}
          />
          {select("action", "Action", ACTIONS)}
          <FormField
            id="action-duration"
            label="Duration (days)"
            type="number"
            inputMode="numeric"
            min={1}
            hint="Leave empty for a permanent action."
            error={errors.duration?.message}
            {...register("duration")}
          />
        </div>
        <LabelledField id="action-reason" label="Reason" error={errors.reason?.message}>
          {(a11y) => <Textarea {...a11y} rows={4} maxLength={1000} {...register("reason")} />}
        </LabelledField>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
          {isSubmitting ? "Creating..." : "Create Action"}
        </Button>
      </form>
    </section>
  );
}
