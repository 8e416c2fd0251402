import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, EyeOff } from "lucide-react";
import { CommentsSection } from "@/components/comments/comments-section";
import { CategoryBadge } from "@/components/debate/category-badge";
import { ClampedDescription } from "@/components/debate/clamped-description";
import { DebatePositions } from "@/components/debate/debate-positions";
import { DebateStatus } from "@/components/debate/debate-status";
import { DebateTabs } from "@/components/debate/debate-tabs";
import { DebateVideo } from "@/components/debate/debate-video";
import { LeanSlot } from "@/components/lean/lean-slot";
import { StaffDebateActions } from "@/components/debate/staff-debate-actions-lazy";
import { NowProvider } from "@/components/debate/now-provider";
import { UserCardTrigger } from "@/components/profile-card/user-card-trigger";
import { TrustNote } from "@/components/debate/trust-note";
import { VotingPanel } from "@/components/debate/voting-panel";
import { shortDate } from "@/lib/format-date";
import { clockNow, isEnded } from "@/lib/debates/time-left";
import { isStaff } from "@/lib/roles";
import { debateImageUrl, shareMetadata } from "@/lib/share/share-metadata";
import { closeWhenDue } from "@/lib/server/results/close-when-due";
import { loadDebate as load, loadDebatePage } from "./load-debate";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const debate = await load(id);
  if (!debate) return { title: "Debate not found" };
  const description = debate.description.length > 200 ? `${debate.description.slice(0, 197)}...` : debate.description;
  return {
    ...shareMetadata({
      path: `/debate/${debate.id}`,
      type: "article",
      title: debate.title,
      description,
      image: { url: debateImageUrl(debate, clockNow()), alt: `${debate.title}: a debate on People's Verdict` },
    }),
    ...(debate.isActive ? {} : { robots: { index: false } }),
  };
}

export default async function DebatePage({ params }: Props) {
  const { id } = await params;
  const { actor, debate, voteStatus, ledger } = await loadDebatePage(id);
  if (!debate) notFound();
  closeWhenDue(debate);
  const ended = isEnded(debate.votingEndsAt, clockNow());
  const viewer = { signedIn: !!actor, emailVerified: !!actor?.emailVerified };
  // the lean prompt (its own chunk) only for a verified member on an open debate who has a lean or no vote yet
  const leanable = !!actor?.emailVerified && debate.isActive && !ended && !(voteStatus?.hasVoted && !voteStatus.lean);

  return (
    <NowProvider initial={clockNow()}>
      <article className="mx-auto w-full max-w-4xl space-y-3 px-3 py-3 sm:space-y-4 sm:px-6 sm:py-6">
        {/* no prefetch: the home's payload brings its own client code (13 KB gzip) into a shared link's first load */}
        <Link
          href="/"
          prefetch={false}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to Home
        </Link>
        {!debate.isActive && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            <EyeOff className="mt-0.5 size-5 shrink-0" aria-hidden />
            <div>
              <p className="font-semibold">Taken down</p>
              <p className="text-sm">This debate is hidden from everyone but staff.</p>
            </div>
          </div>
        )}
        {/* The first screen (decisions.md 'A first visit that explains itself'): what this is, where it stands and
            what the viewer can do come first; the description, the video and the rest after */}
        <header className="space-y-2 sm:space-y-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground sm:text-sm">
            <CategoryBadge category={debate.category} />
            <span>Created {shortDate(debate.createdAt)}</span>
            <span>
              by{" "}
              <UserCardTrigger
                userId={debate.creatorInfo.id}
                username={debate.creatorInfo.username}
                className="text-foreground"
              />
            </span>
          </div>
          <h1 className="text-lg leading-snug font-bold break-words sm:text-3xl sm:leading-tight">{debate.title}</h1>
          <DebatePositions debate={debate} />
          <DebateStatus debate={debate} />
        </header>
        <DebateTabs
          debate={debate}
          voting={<VotingPanel debate={debate} viewer={viewer} voteStatus={voteStatus} />}
          comments={
            <CommentsSection
              debateId={debate.id}
              commentCount={debate.commentCount}
              viewer={actor ? { id: actor.id, roles: actor.roles } : null}
            />
          }
        />
        <ClampedDescription text={debate.description} />
        {actor && isStaff(actor.roles) && (
          <StaffDebateActions debateId={debate.id} isActive={debate.isActive} isFeatured={debate.isFeatured} />
        )}
        {leanable && <LeanSlot debate={debate} initialStatus={voteStatus} />}
        <DebateVideo
          url={debate.debateVideo}
          title={debate.title}
          priority
          reportPlayOf={actor ? debate.id : undefined}
        />
        <TrustNote debate={debate} ledger={ledger} ended={ended} />
      </article>
    </NowProvider>
  );
}
