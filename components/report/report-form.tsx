"use client";

import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { LabelledField } from "@/components/ui/labelled-field";
import { Textarea } from "@/components/ui/textarea";
import {
  REPORT_DESCRIPTION_MAX,
  createReportSchema,
  type CreateReport,
  type CreateReportInput,
} from "@/lib/validation/reports";
import { ReportReasonSelect } from "./report-reason-select";
import { useSubmitReport } from "./use-submit-report";
import type { ReportTargetType } from "./types";
import { submitHandler } from "@/lib/form-submit";

type Props = { targetType: ReportTargetType; targetId: number; reporterId: number; onDone: () => void };

/** Reason and optional details, validated by the schema the server uses (document 1, section 5). */
export function ReportForm({ targetType, targetId, reporterId, onDone }: Props) {
  const id = useId();
  const { control, register, handleSubmit, setError, reset, formState } = useForm<
    CreateReportInput,
    unknown,
    CreateReport
  >({
    resolver: zodResolver(createReportSchema),
    defaultValues: { targetType, targetId, reason: undefined, description: "" },
  });
  const { errors, isSubmitting } = formState;
  const submit = useSubmitReport(setError);
  // targetType and targetId come from the page, not the user: their errors show above the fields.
  const targetError = errors.targetType?.message ?? errors.targetId?.message;

  async function onSubmit(values: CreateReport) {
    if (await submit({ ...values, reportedBy: reporterId })) {
      reset();
      onDone();
    }
  }

  return (
    <form id={`${id}-form`} noValidate onSubmit={submitHandler(handleSubmit(onSubmit))} className="space-y-4">
      {targetError && (
        <p role="alert" className="text-sm text-destructive">
          {targetError}
        </p>
      )}
      <LabelledField id={`${id}-reason`} label="Reason" error={errors.reason?.message}>
        {(a11y) => (
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <ReportReasonSelect {...a11y} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        )}
      </LabelledField>
      <LabelledField id={`${id}-description`} label="Additional details (optional)" error={errors.description?.message}>
        {(a11y) => (
          <Textarea
            {...a11y}
            {...register("description")}
            rows={4}
            maxLength={REPORT_DESCRIPTION_MAX}
            placeholder="Tell the moderators what is wrong with it"
          />
        )}
      </LabelledField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
          {isSubmitting ? "Submitting..." : "Submit Report"}
        </Button>
      </DialogFooter>
    </form>
  );
}
