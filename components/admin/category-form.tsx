"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LabelledField } from "@/components/ui/labelled-field";
import { CATEGORY_NAME_MAX, CATEGORY_NAME_TAKEN, createCategorySchema } from "@/lib/validation/categories";
import { ColorChoice } from "./color-choice";

type CategoryValues = { name: string; color: string };
type Props = {
  id: string;
  initial: CategoryValues;
  submitLabel: string;
  /** true when saved: the form then starts over from `initial` (adding) or closes (editing) */
  onSubmit: (values: CategoryValues) => Promise<boolean>;
  resetOnSuccess?: boolean;
  /** the other categories' names: one of them again, in any letter case, is refused before sending */
  otherNames: readonly string[];
  children?: React.ReactNode;
};

/** Name and colour, checked with the server's schema (and against the names shown) before sending. */
export function CategoryForm({ id, initial, submitLabel, onSubmit, resetOnSuccess, otherNames, children }: Props) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = createCategorySchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    const lower = parsed.data.name.toLowerCase();
    if (otherNames.some((n) => n.toLowerCase() === lower)) {
      setError(CATEGORY_NAME_TAKEN);
      return;
    }
    setError(undefined);
    setSaving(true);
    const ok = await onSubmit(parsed.data);
    setSaving(false);
    if (ok && resetOnSuccess) setValues(initial);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label={submitLabel}>
      <LabelledField id={`${id}-name`} label="Name" error={error}>
        {(a11y) => (
          <Input
            {...a11y}
            value={values.name}
            maxLength={CATEGORY_NAME_MAX}
            autoComplete="off"
            onChange={(e) => setValues({ ...values, name: e.target.value })}
          />
        )}
      </LabelledField>
      <ColorChoice
        name={`${id}-color`}
        value={values.color}
        onChange={(color) => setValues({ ...values, color })}
        disabled={saving}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {children}
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
