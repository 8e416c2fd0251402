// Test helpers for the staff component tests (not shipped: only *.test.tsx import this).
import { vi } from "vitest";
import type { AdminUserView, ReportView } from "@/lib/moderation/types";

export type Call = { method: string; url: string; body: unknown };
export type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };

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
      return new Response(JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json", ...headers },
      });
    }),
  );
  return calls;
}

export const writes = (calls: Call[]) => calls.filter((c) => c.method !== "GET");

export function makeReport(id: number, over: Partial<ReportView> = {}): ReportView {
  return {
    id,
    reportedBy: 10,
    reporterName: "demo_user",
    targetType: "debate",
    targetId: 40 + id,
    debateTitle: `Debate ${id}`,
    debateId: 40 + id,
    commentContent: null,
    reportedUserName: "demo_plus",
    reason: "spam",
    description: "Looks like an ad",
    status: "pending",
    reviewedBy: null,
    reviewedAt: null,
    createdAt: "2026-06-10T10:00:00.000Z",
    ...over,
  };
}

export function makeUser(id: number, over: Partial<AdminUserView> = {}): AdminUserView {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    role: "user",
    roles: ["user"],
    status: "active",
    suspendedUntil: null,
    emailVerified: true,
    isVerified: true,
    joinedAt: "2026-01-01T00:00:00.000Z",
    lastActive: null,
    debateCount: 2,
    mailboxShared: false,
    ...over,
  };
}
