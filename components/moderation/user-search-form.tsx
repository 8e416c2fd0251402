"use client";

import { useState } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** The staff pages' user search: a name or email, sent trimmed on submit (the lists search on the server). */
export function UserSearchForm({
  id,
  onSearch,
  className,
  fieldClassName,
}: {
  id: string;
  onSearch: (search: string) => void;
  className?: string;
  fieldClassName?: string;
}) {
  const [draft, setDraft] = useState("");
  return (
    <form
      role="search"
      className={cn("flex items-end gap-2", className)}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <div className={cn("min-w-0 flex-1 space-y-2", fieldClassName)}>
        <Label htmlFor={id}>Search users</Label>
        <Input
          id={id}
          type="search"
          placeholder="Username or email"
          maxLength={100}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" aria-label="Search">
        <Search aria-hidden />
      </Button>
    </form>
  );
}
