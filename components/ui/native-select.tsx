import type { ComponentProps } from "react";
import { ChevronDownIcon } from "lucide-react";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { cn } from "@/lib/utils";

type Props = Omit<ComponentProps<"select">, "value"> & {
  /** "" while nothing is chosen: the placeholder shows */
  value: string;
  placeholder: string;
};

/**
 * The browser's own select, styled as our select trigger, for a choice inside a form. Radix's Select adds, inside a
 * form, a hidden native copy whose placeholder is an empty <option> with no label (invalid HTML); here the placeholder
 * is a disabled option with its words.
 */
export function NativeSelect({ value, placeholder, className, children, ...props }: Props) {
  return (
    <div className="relative">
      <select
        {...props}
        value={value}
        data-size="default"
        {...(value ? {} : { "data-placeholder": "" })}
        className={cn(SELECT_TRIGGER_CLASS, "w-full appearance-none pr-9", className)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {children}
      </select>
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-50"
        aria-hidden
      />
    </div>
  );
}
