"use client";

import { type FormEvent, type KeyboardEvent, type RefObject } from "react";
import { usePathname, useRouter } from "next/navigation";

import { Input } from "@/components/ui/input";

type Props = {
  id: string;
  term: string;
  onTermChange: (term: string) => void;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
};

/** The header's search box, a chunk of its own: it loads when the toggle is first wanted (hover, focus, press). */
export function HeaderSearchForm({ id, term, onTermChange, onClose, toggleRef }: Props) {
  const router = useRouter();
  const pathname = usePathname();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    // on a user's page the search filters their voting history; everywhere else it searches debates, and on the home
    // page within the view on screen (category, tab, sort: the address bar holds them)
    const base = pathname.startsWith("/users/") ? pathname : "/";
    const params = new URLSearchParams(pathname === "/" ? window.location.search : "");
    params.set("search", query);
    router.push(`${base}?${params}`);
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onClose();
    toggleRef.current?.focus();
  }

  return (
    <form
      id={id}
      role="search"
      onSubmit={onSubmit}
      className="absolute inset-x-0 top-full border-b border-border bg-background p-2 shadow-sm sm:static sm:mr-1 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
    >
      {/* one ✕, the toggle's (it closes and clears the box): the browser's own clear button is hidden */}
      <Input
        autoFocus
        type="search"
        name="search"
        enterKeyHint="search"
        aria-label="Search debates"
        placeholder="Search debates..."
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="h-10 sm:w-56 md:w-72 [&::-webkit-search-cancel-button]:appearance-none"
      />
    </form>
  );
}
