import { HomeView } from "@/components/home/home-view";
import { HotDebate } from "@/components/home/hot-debate";
import { NowProvider } from "@/components/debate/now-provider";
import { getActor } from "@/lib/auth/actor";
import { HOME_PAGE_SIZE, parseHomeFilters } from "@/lib/debates/home-filters";
import { clockNow } from "@/lib/debates/time-left";
import { countDebates } from "@/lib/server/debates/count-debates";
import { getHotDebate } from "@/lib/server/debates/get-hot-debate";
import { listCategories } from "@/lib/server/debates/list-categories";
import { listDebates } from "@/lib/server/debates/list-debates";
import { getVoteStatus } from "@/lib/server/votes/get-vote-status";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function HomePage({ searchParams }: Props) {
  const filters = parseHomeFilters(await searchParams);
  const status = filters.tab === "past" ? "ended" : "open";
  const query = { search: filters.search ?? undefined, category: filters.category ?? undefined, sort: filters.sort, limit: HOME_PAGE_SIZE };
  const [actor, page, found, hot, categories] = await Promise.all([
    getActor(),
    listDebates(status, query),
    query.search ? countDebates(status, query) : null,
    getHotDebate(),
    listCategories(),
  ]);
  const voteStatus = actor && hot ? await getVoteStatus(actor, hot.id) : null;
  const viewer = { signedIn: !!actor, emailVerified: !!actor?.emailVerified };

  return (
    <NowProvider initial={clockNow()}>
      <div className="mx-auto w-full max-w-7xl space-y-8 px-3 py-6 sm:px-6">
        <h1 className="sr-only">People&apos;s Verdict: debates</h1>
        {hot && <HotDebate debate={hot} viewer={viewer} voteStatus={voteStatus} />}
        <HomeView
          key={JSON.stringify(filters)}
          initialFilters={filters}
          initialPage={{ items: page.items, next: page.nextCursor, found, status: "idle" }}
          categories={categories}
        />
      </div>
    </NowProvider>
  );
}
