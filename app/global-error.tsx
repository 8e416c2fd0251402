"use client";

import { useTheme } from "@/lib/hooks/use-theme";
import { isUnavailable, UNAVAILABLE_TEXT, UNAVAILABLE_TITLE } from "@/lib/unavailable-copy";
import "./globals.css";

// Replaces the root layout when it fails, so it brings its own document, styles and theme.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const { theme } = useTheme();
  const unavailable = isUnavailable(error);
  return (
    <html lang="en" className={theme === "dark" ? "dark" : undefined} suppressHydrationWarning>
      <body className="flex min-h-dvh items-center justify-center p-4">
        <title>{`${unavailable ? UNAVAILABLE_TITLE : "Something went wrong"} | People's Verdict`}</title>
        <main role="alert" className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm">
          <h1 className="text-2xl font-bold">{unavailable ? UNAVAILABLE_TITLE : "Something went wrong"}</h1>
          <p className="mt-4 text-sm text-muted-foreground">
            {unavailable ? UNAVAILABLE_TEXT : "People's Verdict could not load. Try again, or come back in a moment."}
          </p>
          <div className="mt-6 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => retry()}
              className="inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
            >
              Try again
            </button>
            {/* a full reload is the point: the app shell failed */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a
              href="/"
              className="inline-flex h-10 items-center rounded-md border border-input px-4 text-sm font-medium hover:bg-accent"
            >
              Back to Home
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
