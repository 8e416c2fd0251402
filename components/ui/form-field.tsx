import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { LabelledField } from "@/components/ui/labelled-field";

type FormFieldProps = ComponentProps<typeof Input> & { id: string; label: string; error?: string; hint?: ReactNode };

/** A labelled input with its error underneath. */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} hint={hint}>
      {(a11y) => <Input {...a11y} {...input} />}
    </LabelledField>
  );
}
