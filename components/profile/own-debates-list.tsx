import Link from "next/link";
import { PlusCircle } from "lucide-react";
import { CategoryBadge } from "@/components/debate/category-badge";
import { Button } from "@/components/ui/button";
import type { OwnDebate } from "@/lib/users/types";
import { shortDate } from "@/lib/format-date";
import { plural } from "@/lib/plural";

export function OwnDebatesList({ debates }: { debates: OwnDebate[] }) {
  if (!debates.length) {
    return (
      <div className="rounded-lg border border-dashed border-border p-8 text-center">
        <p className="mb-4 text-sm text-muted-foreground">You haven&apos;t created any debates yet.</p>
        <Button asChild>
          <Link href="/create">
            <PlusCircle aria-hidden />
            Create your first debate
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {debates.map((d) => (
        <li key={d.id}>
          <Link
            href={`/debate/${d.id}`}
            className="block rounded-lg border border-border bg-card p-4 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <div className="mb-2 flex flex-wrap items-center gap-2">
              <CategoryBadge category={d.category} />
              <span className="text-xs text-muted-foreground">{shortDate(d.createdAt)}</span>
              <span className="ml-auto text-xs font-medium">{plural(d.voteTotal, "vote")}</span>
            </div>
            <h3 className="font-semibold">{d.title}</h3>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{d.description}</p>
            <p className="mt-2 text-xs text-muted-foreground">
              <span className="font-medium text-foreground">{d.positionATitle}</span> vs{" "}
              <span className="font-medium text-foreground">{d.positionBTitle}</span>
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
