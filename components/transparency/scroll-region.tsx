import type { ReactNode } from "react";

/**
 * A wide table's frame: it scrolls sideways on a narrow screen, and can take focus so the keyboard scrolls it too (WCAG
 * 2.1.1; axe's scrollable-region-focusable). Named apart from the section around it: '<title>, table'. `relative` keeps
 * the screen-reader-only text of the cells (absolutely placed) inside the frame, so it never widens the page.
 */
export function ScrollRegion({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={`${title}, table`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      {children}
    </div>
  );
}
