import Link from "next/link";
import { Scale } from "lucide-react";

import { HeaderSearch } from "@/components/shell/header-search";
import { UserMenu } from "@/components/shell/user-menu";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="relative mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:h-16 sm:px-6">
        {/* no prefetch: on every other page the home's payload would bring its client code into the first load */}
        <Link
          href="/"
          prefetch={false}
          className="flex min-h-10 min-w-0 items-center gap-2 rounded-md font-bold tracking-tight text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Scale className="size-6 shrink-0 text-primary" aria-hidden />
          <span className="truncate text-lg sm:text-xl">People&apos;s Verdict</span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <HeaderSearch />
          <nav aria-label="Main">
            <UserMenu />
          </nav>
        </div>
      </div>
    </header>
  );
}
