import Form from "next/form";
import Link from "next/link";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** Filters the voting history by debate title through ?search= (the same parameter the header search sets). */
export function HistorySearch({ userId, search }: { userId: number; search: string | null }) {
  return (
    <Form action={`/users/${userId}`} role="search" className="flex w-full gap-2 sm:w-auto">
      <Input
        key={search ?? ""}
        type="search"
        name="search"
        defaultValue={search ?? ""}
        aria-label="Search voting history by debate title"
        placeholder="Search by debate title..."
        maxLength={200}
        className="h-10 sm:w-64"
      />
      <Button type="submit" variant="outline" size="icon" className="size-10 shrink-0" aria-label="Search">
        <Search aria-hidden />
      </Button>
      {search && (
        <Button asChild variant="ghost" className="h-10 shrink-0">
          <Link href={`/users/${userId}`}>Clear</Link>
        </Button>
      )}
    </Form>
  );
}
