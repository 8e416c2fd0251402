import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: { template: "%s | Framework floor", default: "Framework floor" },
  description: "The bench's framework floor: a fixed debate-sized page and a vote answered without a database.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <header className="border-b px-4 py-3">
          <Link href="/" className="font-bold">
            People&apos;s Verdict
          </Link>
        </header>
        <main id="main-content" className="flex flex-1 flex-col">
          {children}
        </main>
        <footer className="border-t px-4 py-6 text-sm text-muted-foreground">The bench&apos;s framework floor</footer>
      </body>
    </html>
  );
}
