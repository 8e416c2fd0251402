"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlert, Info, Loader2 } from "lucide-react";
import { useQuery } from "@/lib/api/query";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { CATEGORIES_KEY } from "@/lib/api/query-keys";
import type { Debate, DebateCategory } from "@/lib/debates/types";
import { VOTING_DAYS } from "@/lib/debates/voting-window";
import { apiRequest } from "@/lib/api/client";
import { createDebateSchema, type CreateDebate, type CreateDebateInput } from "@/lib/validation/debates";
import { emptyValues } from "@/lib/validation/empty-values";
import { LabelledField } from "@/components/ui/labelled-field";
import { useCreateDebateErrors } from "./use-create-debate-errors";
import { submitHandler } from "@/lib/form-submit";

type FieldText = { label: string; placeholder: string; hint?: string };
// The words of every field of the schema: a field added to createDebateSchema does not compile until it has them here
// (and is then rendered below).
const FIELDS = {
  title: { label: "Debate Title", placeholder: "Should cities ban cars from their centres?" },
  categoryId: { label: "Category", placeholder: "Select a category" },
  description: { label: "Description", placeholder: "What is the debate about? At least 50 characters." },
  debateVideo: {
    label: "Debate Video URL",
    placeholder: "https://www.youtube.com/watch?v=...",
    hint: "A YouTube link, or a direct https link to an .mp4 or .webm file",
  },
  positionATitle: { label: "Position A", placeholder: "e.g. Yes, ban them" },
  positionADebater: { label: "Position A Debater Name", placeholder: "Who argues for A" },
  positionBTitle: { label: "Position B", placeholder: "e.g. No, keep them" },
  positionBDebater: { label: "Position B Debater Name", placeholder: "Who argues for B" },
} satisfies Record<keyof CreateDebateInput, FieldText>;
const POSITION_FIELDS = ["positionATitle", "positionADebater", "positionBTitle", "positionBDebater"] as const;

export function CreateDebateForm({ categories: initialCategories }: { categories: DebateCategory[] }) {
  const router = useRouter();
  const { data: categories = initialCategories } = useQuery<DebateCategory[]>(CATEGORIES_KEY, {
    fallbackData: initialCategories,
  });
  const form = useForm<CreateDebateInput, unknown, CreateDebate>({
    resolver: zodResolver(createDebateSchema),
    defaultValues: emptyValues(createDebateSchema),
  });
  const { register, control, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const { onError, limited, clearLimited } = useCreateDebateErrors(form.setError);
  const [leaving, setLeaving] = useState(false);

  async function onSubmit(values: CreateDebate) {
    clearLimited();
    try {
      const created = (await (await apiRequest("POST", "/api/debates", values)).json()) as Debate;
      setLeaving(true);
      router.push(`/debate/${created.id}`);
    } catch (error) {
      onError(error);
    }
  }
  const busy = isSubmitting || leaving;

  return (
    <form noValidate onSubmit={submitHandler(handleSubmit(onSubmit))} className="space-y-5">
      <LabelledField id="title" label={FIELDS.title.label} error={errors.title?.message}>
        {(a11y) => <Input {...a11y} {...register("title")} placeholder={FIELDS.title.placeholder} />}
      </LabelledField>
      <LabelledField id="categoryId" label={FIELDS.categoryId.label} error={errors.categoryId?.message}>
        {(a11y) => (
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <NativeSelect
                {...a11y}
                ref={field.ref}
                name={field.name}
                value={field.value ? String(field.value) : ""}
                placeholder={FIELDS.categoryId.placeholder}
                onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : undefined)}
                onBlur={field.onBlur}
              >
                {categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
        )}
      </LabelledField>
      <LabelledField id="description" label={FIELDS.description.label} error={errors.description?.message}>
        {(a11y) => (
          <Textarea {...a11y} {...register("description")} rows={5} placeholder={FIELDS.description.placeholder} />
        )}
      </LabelledField>
      <LabelledField
        id="debateVideo"
        label={FIELDS.debateVideo.label}
        error={errors.debateVideo?.message}
        hint={FIELDS.debateVideo.hint}
      >
        {(a11y) => (
          <Input
            {...a11y}
            {...register("debateVideo")}
            type="url"
            inputMode="url"
            placeholder={FIELDS.debateVideo.placeholder}
          />
        )}
      </LabelledField>
      <div className="grid gap-5 sm:grid-cols-2">
        {POSITION_FIELDS.map((name) => (
          <LabelledField key={name} id={name} label={FIELDS[name].label} error={errors[name]?.message}>
            {(a11y) => <Input {...a11y} {...register(name)} placeholder={FIELDS[name].placeholder} />}
          </LabelledField>
        ))}
      </div>
      <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
        <Info className="size-4 shrink-0" aria-hidden />
        {`All debates automatically close ${VOTING_DAYS} days after creation`}
      </p>
      {limited && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/50 px-3 py-2 text-sm text-destructive"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {limited}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href="/">Cancel</Link>
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          Create Debate
        </Button>
      </div>
    </form>
  );
}
