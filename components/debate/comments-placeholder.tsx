import { MessageSquare } from "lucide-react";

export function CommentsPlaceholder() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-10 text-center text-muted-foreground">
      <MessageSquare className="size-8" aria-hidden />
      <p>Comments are coming soon</p>
    </div>
  );
}
