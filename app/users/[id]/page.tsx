import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SearchX, Vote } from "lucide-react";
import { firstParam } from "@/components/accounts/search-param";
import { HistorySearch } from "@/components/users/history-search";
import { PublicProfileHeader } from "@/components/users/public-profile-header";
import { VoteHistory } from "@/components/users/vote-history";
import { Button } from "@/components/ui/button";
import { getActor } from "@/lib/server/accounts/get-actor";
import { shareMetadata } from "@/lib/share/share-metadata";
import { listUserVotes } from "@/lib/server/users/list-user-votes";
import { loadUser } from "./load-user";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ search?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const user = await loadUser((await params).id);
  if (!user) return { title: "User Not Found" };
  return shareMetadata({
    path: `/users/${user.id}`,
    type: "profile",
    title: user.username,
    description: user.bio || `${user.username} on People's Verdict: the debates they voted in.`,
  });
}

function EmptyHistory({ userId, search, own }: { userId: number; search: string | null; own: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center">
      {search ? (
        <SearchX className="size-8 text-muted-foreground" aria-hidden />
      ) : (
        <Vote className="size-8 text-muted-foreground" aria-hidden />
      )}
      <p className="text-sm text-muted-foreground">
        {search ? (
          <>No votes on debates matching &ldquo;{search}&rdquo;.</>
        ) : own ? (
          "You haven't voted yet."
        ) : (
          "No votes yet."
        )}
      </p>
      <Button asChild variant="outline">
        {search ? <Link href={`/users/${userId}`}>Clear Search</Link> : <Link href="/">Browse debates</Link>}
      </Button>
    </div>
  );
}

export default async function UserPage({ params, searchParams }: Props) {
  const [{ id }, query, actor] = await Promise.all([params, searchParams, getActor()]);
  const user = await loadUser(id);
  if (!user) notFound();
  const search = firstParam(query.search)?.slice(0, 200) ?? null;
  const votes = await listUserVotes(actor, user.id, { search: search ?? undefined });
  const own = actor?.id === user.id;

  return (
    <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-6 sm:py-10">
      <PublicProfileHeader user={user} />
      <section aria-labelledby="vote-history" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="vote-history" className="text-xl font-semibold">
              Voting History
            </h2>
            <p className="text-xs text-muted-foreground">
              {own ? "Only you can see which side you took." : "Votes are anonymous: the side is never shown."}
            </p>
          </div>
          <HistorySearch userId={user.id} search={search} />
        </div>
        {votes.length ? (
          <VoteHistory key={search ?? ""} votes={votes} />
        ) : (
          <EmptyHistory userId={user.id} search={search} own={own} />
        )}
      </section>
    </div>
  );
}
