"use client";

import { useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { usePathname, useRouter } from "next/navigation";
import { Search, X } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const FORM_ID = "header-search";

/** Search toggle: Enter or submit searches (debates, or the history on a user page); closing the box clears it. */
export function HeaderSearch() {
  const router = useRouter();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");

  function close() {
    setOpen(false);
    setTerm("");
  }

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
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
    toggleRef.current?.focus();
  }

  return (
    <div className="flex items-center">
      {open && (
        <form
          id={FORM_ID}
          role="search"
          onSubmit={onSubmit}
          className="absolute inset-x-0 top-full border-b border-border bg-background p-2 shadow-sm sm:static sm:mr-1 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none"
        >
          <Input
            autoFocus
            type="search"
            name="search"
            enterKeyHint="search"
            aria-label="Search debates"
            placeholder="Search debates..."
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-10 sm:w-56 md:w-72"
          />
        </form>
      )}
      <Button
        ref={toggleRef}
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open ? FORM_ID : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="size-10"
      >
        {open ? <X className="size-5" aria-hidden /> : <Search className="size-5" aria-hidden />}
      </Button>
    </div>
  );
}
