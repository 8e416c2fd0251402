"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CommentTextarea } from "./comment-textarea";

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** called with the trimmed text; the form stays busy until it settles */
  onSubmit: (content: string) => Promise<unknown>;
  label: string;
  placeholder?: string;
  submitLabel: ReactNode;
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
};

/** Textarea plus submit (and Cancel): the submit is disabled while the trimmed text is empty or a send is pending. */
export function CommentForm({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
  submitLabel,
  onCancel,
  autoFocus,
  className,
}: Props) {
  const [pending, setPending] = useState(false);
  const content = value.trim();

  async function submit() {
    if (!content || pending) return;
    setPending(true);
    try {
      await onSubmit(content);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <CommentTextarea
        value={value}
        onChange={onChange}
        onSubmit={() => void submit()}
        label={label}
        placeholder={placeholder}
        autoFocus={autoFocus}
      />
      <div className="mt-2 flex items-center justify-end gap-2">
        <p className="mr-auto hidden text-xs text-muted-foreground sm:block">
          Enter to send, Shift+Enter for a new line
        </p>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={!content || pending} aria-busy={pending || undefined}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
