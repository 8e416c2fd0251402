import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";

// A fixed tree of about the real debate page's size and shape (heading, video poster, two side cards, description,
// 20 comments), no data access: what Next alone costs to render a debate page per request.
type Props = { params: Promise<{ id: string }> };

const DESCRIPTION =
  "Cities across the country are weighing whether to replace their oldest power plants with small modular reactors. " +
  "Supporters point to steady low-carbon output and jobs; critics to cost overruns, waste storage and the years " +
  "before the first unit delivers. Watch both sides make their case, then cast your vote.";

const SIDES = [
  {
    key: "A",
    title: "Build the reactors",
    summary: "Reliable, low-carbon power for the next sixty years, on sites the grid already reaches.",
    votes: 1287,
    share: 54,
  },
  {
    key: "B",
    title: "Invest in renewables and storage",
    summary: "Cheaper per megawatt-hour today, faster to build, and no waste to guard for ten thousand years.",
    votes: 1096,
    share: 46,
  },
];

const COMMENTS = Array.from({ length: 20 }, (_, i) => ({
  id: 1000 + i,
  author: `member_${(i * 7919) % 1000}`,
  side: i % 3 ? "A" : "B",
  age: `${i + 1} hours ago`,
  likes: (i * 13) % 40,
  replies: i % 4,
  body:
    "I watched both openings twice. The strongest point on this side was the cost of the grid work either way, " +
    `and nobody answered it in the rebuttal; comment ${i + 1} of the thread.`,
}));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Debate ${id}: should cities build small nuclear reactors?`, description: DESCRIPTION.slice(0, 197) };
}

export default async function DebatePage({ params }: Props) {
  // rendered per request, as the app's debate page is
  await connection();
  const { id } = await params;
  return (
    <article className="mx-auto w-full max-w-4xl space-y-6 px-3 py-6 sm:px-6">
      <Link href="/" className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground">
        Back to Home
      </Link>
      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">Energy</span>
          <span>Created 24 Nov 2026</span>
          <span>
            by <a href={`/users/${id}`}>debate_host</a>
          </span>
        </div>
        <h1 className="text-2xl font-bold break-words sm:text-3xl">
          Debate {id}: should cities build small nuclear reactors?
        </h1>
        <p className="whitespace-pre-line text-muted-foreground">{DESCRIPTION}</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        {SIDES.map((side) => (
          <section key={side.key} className="rounded-lg border bg-card p-4 shadow-sm" aria-label={side.title}>
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Position {side.key}</p>
            <h2 className="mt-1 text-lg font-semibold">{side.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{side.summary}</p>
            <div className="mt-3 h-2 rounded-full bg-muted" aria-hidden>
              <div className="h-2 rounded-full bg-primary" style={{ width: `${side.share}%` }} />
            </div>
            <p className="mt-1 text-sm">
              {side.votes} votes ({side.share}%)
            </p>
            <button type="button" className="mt-3 w-full rounded-md bg-primary px-4 py-2 text-primary-foreground">
              Vote for {side.title}
            </button>
          </section>
        ))}
      </div>
      <figure className="relative aspect-video overflow-hidden rounded-lg bg-black">
        {/* eslint-disable-next-line @next/next/no-img-element -- a fixed poster: next/image would add its own work */}
        <img
          src="https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg"
          alt="Video: should cities build small nuclear reactors?"
          className="size-full object-cover"
          width={480}
          height={360}
        />
        <button type="button" className="absolute inset-0 flex items-center justify-center" aria-label="Play the video">
          <svg viewBox="0 0 68 48" className="h-12 w-16" aria-hidden>
            <path d="M66.5 7.7c-.8-2.9-3-5.2-5.9-6C55.3.2 34 .2 34 .2s-21.3 0-26.6 1.5c-2.9.8-5.1 3.1-5.9 6" />
            <path d="M45 24 27 14v20" fill="#fff" />
          </svg>
        </button>
        <figcaption className="sr-only">Both sides&apos; opening statements</figcaption>
      </figure>
      <section aria-labelledby="comments-heading" className="space-y-4">
        <h2 id="comments-heading" className="text-lg font-semibold">
          Comments ({COMMENTS.length})
        </h2>
        <ol className="space-y-3">
          {COMMENTS.map((c) => (
            <li key={c.id} id={`comment-${c.id}`} className="rounded-lg border p-3">
              <div className="flex items-center gap-2 text-sm">
                <span
                  className="flex size-8 items-center justify-center rounded-full bg-muted font-semibold"
                  aria-hidden
                >
                  {c.author.slice(0, 1).toUpperCase()}
                </span>
                <a href={`/users/${c.author}`} className="font-medium">
                  {c.author}
                </a>
                <span className="rounded-full border px-2 text-xs">Position {c.side}</span>
                <time className="text-muted-foreground">{c.age}</time>
              </div>
              <p className="mt-2 text-sm whitespace-pre-line">{c.body}</p>
              <div className="mt-2 flex gap-3 text-xs text-muted-foreground">
                <button type="button">Like ({c.likes})</button>
                <button type="button">Reply</button>
                {c.replies > 0 && <span>{c.replies} replies</span>}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
