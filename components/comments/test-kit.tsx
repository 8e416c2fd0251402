// Test helpers for the comments component tests (not shipped: only *.test.tsx import this).
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { NowProvider } from "@/components/debate/now-provider";
import { resetQueries } from "@/lib/api/query";
import type { Comment } from "@/lib/comments/types";
import type { Role } from "@/lib/roles";
import { CommentsSection } from "./comments-section";

// On a page the panel is its own chunk (comments-panel-lazy.tsx); here it is the module itself, rendered at once.
vi.mock("./comments-panel-lazy", async () => ({ CommentsPanel: (await import("./comments-panel")).CommentsPanel }));

const NOW = Date.UTC(2026, 5, 10, 12);
const DEBATE_ID = 7;

export function makeComment(id: number, over: Partial<Comment> = {}): Comment {
  const userId = over.userId ?? 100 + id;
  return {
    id,
    debateId: DEBATE_ID,
    userId,
    user: { id: userId, username: `user${id}`, profileImage: null, roles: ["pv_plus"] },
    content: `Comment number ${id}`,
    isDeleted: false,
    createdAt: new Date(NOW - id * 60_000).toISOString(),
    updatedAt: null,
    likeCount: 0,
    dislikeCount: 0,
    userLikeStatus: null,
    parentId: null,
    replies: [],
    ...over,
  };
}

export type Call = { method: string; url: string; body: unknown };
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

/** Stubs fetch: `handle` answers each call (JSON); every call is recorded in the returned list. */
export function fakeApi(handle: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? "GET",
        url,
        body: init?.body ? JSON.parse(init.body as string) : undefined,
      };
      calls.push(call);
      const { status = 200, body = {}, headers = {} } = handle(call);
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", ...headers },
      });
    }),
  );
  return calls;
}

/** GET answers: `all` top-level comments, paged by limit/before (id cursor) like the server. */
export function pagedList(all: Comment[]) {
  return (call: Call): Answer | null => {
    if (call.method !== "GET") return null;
    const url = new URL(call.url, "http://x");
    const thread = url.searchParams.get("thread");
    if (thread) return { body: all.filter((c) => c.id === Number(thread)) };
    const limit = Number(url.searchParams.get("limit") ?? 100);
    const before = url.searchParams.get("before");
    const start = before ? all.findIndex((c) => c.id === Number(before)) + 1 : 0;
    const page = all.slice(start, start + limit);
    const more = start + limit < all.length;
    return {
      body: page,
      headers: { "X-Total-Count": String(all.length), ...(more ? { "X-Next-Cursor": String(page.at(-1)!.id) } : {}) },
    };
  };
}

export type TestViewer = { id: number; roles: Role[] } | null;
export const PLUS: TestViewer = { id: 1, roles: ["pv_plus"] };

export function renderSection(viewer: TestViewer = PLUS, commentCount = 0) {
  resetQueries();
  return render(
    <NowProvider initial={NOW}>
      <CommentsSection debateId={DEBATE_ID} commentCount={commentCount} viewer={viewer} />
    </NowProvider>,
  );
}
