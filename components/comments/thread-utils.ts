import type { Comment } from "@/lib/comments/types";

/** A reply as the thread shows it: flat, with the name it answers when that is not the top-level comment. */
type FlatReply = { comment: Comment; replyingTo: string | null };

const byTime = (a: Comment, b: Comment) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/** Every reply under a top-level comment, whatever its depth, oldest first (document 1: the client flattens). */
export function flattenReplies(top: Comment): FlatReply[] {
  const out: FlatReply[] = [];
  const walk = (parent: Comment) => {
    for (const reply of parent.replies) {
      out.push({ comment: reply, replyingTo: parent === top ? null : (parent.user?.username ?? "[deleted]") });
      walk(reply);
    }
  };
  walk(top);
  return out.sort((a, b) => byTime(a.comment, b.comment));
}

/** The ids of these comments and of all their replies. */
export function collectIds(comments: readonly Comment[], into = new Set<number>()): Set<number> {
  for (const c of comments) {
    into.add(c.id);
    collectIds(c.replies, into);
  }
  return into;
}

/** The top-level comment that holds `id` (itself or one of its replies), if loaded. */
export function findThread(comments: readonly Comment[], id: number): Comment | undefined {
  return comments.find((c) => collectIds([c]).has(id));
}

/** `#comment-{id}` -> id; anything else -> null. */
export function commentIdFromHash(hash: string): number | null {
  const match = /^#comment-(\d{1,10})$/.exec(hash);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
