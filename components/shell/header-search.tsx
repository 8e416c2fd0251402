"use client";

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Search, X } from "lucide-react";

import { Button } from "@/components/ui/button";

const FORM_ID = "header-search";
// the box (input, submit, Escape) is its own chunk: every page shows the toggle, few readers open it
const load = () => import("./header-search-form");
const HeaderSearchForm = lazy(() => load().then((m) => ({ default: m.HeaderSearchForm })));

/** Says when its children are on the page: their Suspense boundary commits them (and runs this) once loaded. */
function Shown({ onShown, children }: { onShown: (shown: boolean) => void; children: ReactNode }) {
  useEffect(() => {
    onShown(true);
    return () => onShown(false);
  }, [onShown]);
  return children;
}

/** Search toggle: Enter or submit searches (debates, or the history on a user page); closing the box clears it. */
export function HeaderSearch() {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState("");
  // the box is named by aria-controls only once it is there (its chunk may still be on its way)
  const [formShown, setFormShown] = useState(false);

  function close() {
    setOpen(false);
    setTerm("");
  }

  return (
    <div className="flex items-center">
      {open && (
        <Suspense fallback={null}>
          <Shown onShown={setFormShown}>
            <HeaderSearchForm id={FORM_ID} term={term} onTermChange={setTerm} onClose={close} toggleRef={toggleRef} />
          </Shown>
        </Suspense>
      )}
      <Button
        ref={toggleRef}
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Search"
        aria-expanded={open}
        aria-controls={open && formShown ? FORM_ID : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        className="size-10"
      >
        {open ? <X className="size-5" aria-hidden /> : <Search className="size-5" aria-hidden />}
      </Button>
    </div>
  );
}
