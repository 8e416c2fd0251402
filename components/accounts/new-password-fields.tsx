import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";

/** register(name)'s props with the label and error; the input's id is the name unless given */
type Field = UseFormRegisterReturn & { id?: string; label: string; error?: string };

const HINT = "At least 8 characters, with an uppercase letter, a lowercase letter and a number.";

/** A new password with its rule, and the same typed again (sign-up, reset, change). */
export function NewPasswordFields({ password, confirm }: { password: Field; confirm: Field }) {
  return (
    <>
      {[password, confirm].map(({ id, label, error, ...field }) => (
        <FormField
          key={field.name}
          id={id ?? field.name}
          label={label}
          type="password"
          autoComplete="new-password"
          hint={field.name === password.name ? HINT : undefined}
          error={error}
          {...field}
        />
      ))}
    </>
  );
}
