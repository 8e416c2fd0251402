import Link from "next/link";
import { X } from "lucide-react";

const DISMISSED = "welcome-dismissed";

/**
 * Run from the document's head before first paint (app/layout.tsx): a line dismissed before stays hidden without a
 * shift, and the home, which says the same in its own words, leaves it out. The dismiss button needs no hydration: a
 * listener here hides the line and remembers it.
 */
export const WELCOME_SCRIPT = `(function(){var r=document.documentElement;try{if(localStorage.getItem("welcome")==="dismissed")r.classList.add("${DISMISSED}")}catch(e){}if(location.pathname==="/")r.classList.add("on-home");document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[data-welcome-dismiss]")){r.classList.add("${DISMISSED}");try{localStorage.setItem("welcome","dismissed")}catch(e){}}})})();`;

/** What the site is, in one line, for a visitor (never a signed-in member: the layout leaves it out for them). */
export function WelcomeLine() {
  return (
    <aside
      aria-label="About this site"
      data-testid="welcome-line"
      className="border-b border-border bg-muted/60 [.on-home_&]:hidden [.welcome-dismissed_&]:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-1 text-xs sm:px-6 sm:py-1.5 sm:text-sm">
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">New here?</strong> Watch both sides, cast one sealed vote, see the
          people&apos;s verdict.{" "}
          <Link href="/how-it-works" className="font-medium whitespace-nowrap underline underline-offset-4">
            How it works
          </Link>
        </p>
        <button
          type="button"
          data-welcome-dismiss
          aria-label="Dismiss"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </aside>
  );
}
