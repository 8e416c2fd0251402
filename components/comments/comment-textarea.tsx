"use client";

import type { KeyboardEvent } from "react";
import { Textarea } from "@/components/ui/textarea";
import { COMMENT_MAX_LENGTH } from "@/lib/comments/types";
import { cn } from "@/lib/utils";

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Enter (without Shift) calls this; Shift+Enter inserts a newline */
  onSubmit: () => void;
  label: string;
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  className?: string;
};

/** A comment, reply or edit box: Enter submits, Shift+Enter (or an IME composition) types on. */
export function CommentTextarea({
  value,
  onChange,
  onSubmit,
  label,
  placeholder,
  autoFocus,
  disabled,
  className,
}: Props) {
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSubmit();
  }
  return (
    <Textarea
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={onKeyDown}
      maxLength={COMMENT_MAX_LENGTH}
      autoFocus={autoFocus}
      disabled={disabled}
      rows={2}
      className={cn("max-h-64 resize-y", className)}
    />
  );
}
