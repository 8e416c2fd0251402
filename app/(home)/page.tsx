import type { Metadata } from "next";
import Link from "next/link";
import { HomeView } from "@/components/home/home-view";
import { HotDebate } from "@/components/home/hot-debate";
import { NowProvider } from "@/components/debate/now-provider";
import { getActor } from "@/lib/server/accounts/get-actor";
import { parseHomeFilters } from "@/lib/debates/home-filters";
import { clockNow } from "@/lib/debates/time-left";
import { loadHomeData } from "@/lib/server/debates/load-home-data";
import { pageData } from "@/lib/outage";
import { getVoteStatus } from "@/lib/server/votes/get-vote-status";
import { shareMetadata } from "@/lib/share/share-metadata";
import { loadHomeShared } from "./load-home";

export const metadata: Metadata = shareMetadata({
  path: "/",
  title: { absolute: "People's Verdict" },
  description: "Watch two-sided debates and cast your vote. The verdict belongs to the people.",
});

type Props = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function HomePage({ searchParams }: Props) {
  const filters = parseHomeFilters(await searchParams);
  const [actor, shared] = await Promise.all([getActor(), loadHomeShared()]);
  const { page, hot, categories, searchCounts } = await pageData(() => loadHomeData(filters, shared));
  const voteStatus = actor && hot ? await pageData(() => getVoteStatus(actor, hot.id)) : null;
  const viewer = { signedIn: !!actor, emailVerified: !!actor?.emailVerified };
  const hotDebate = hot && <HotDebate debate={hot} viewer={viewer} voteStatus={voteStatus} />;

  return (
    <NowProvider initial={clockNow()}>
      <div className="mx-auto w-full max-w-7xl space-y-8 px-3 py-6 sm:px-6">
        <h1 className="sr-only">People&apos;s Verdict: debates</h1>
        {!actor && (
          // what the site is, above the fold for a visitor (the layout's welcome line leaves the home to this)
          <p className="text-base sm:text-lg" data-testid="home-intro">
            Watch both sides of a debate, cast one sealed vote, and see the people&apos;s verdict when voting ends.{" "}
            <Link href="/how-it-works" className="font-medium whitespace-nowrap underline underline-offset-4">
              How it works
            </Link>
          </p>
        )}
        {hot && !filters.search && hotDebate}
        <HomeView
          key={JSON.stringify(filters)}
          initialFilters={filters}
          initialPage={{
            items: page.items,
            next: page.nextCursor,
            found: page.found ?? null,
            status: "idle",
          }}
          initialCounts={searchCounts}
          categories={categories}
        />
        {/* a search's results (or 'none found') come first, where a phone shows them without scrolling */}
        {hot && filters.search && hotDebate}
      </div>
    </NowProvider>
  );
}
