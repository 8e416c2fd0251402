import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { firstParam } from "@/components/accounts/search-param";
import { AppealPageView } from "@/components/appeals/appeal-page-view";
import { APPEAL_LINK_INVALID } from "@/lib/appeals/types";
import { pageData } from "@/lib/outage";
import { getActor } from "@/lib/server/accounts/get-actor";
import { appealContext } from "@/lib/server/appeals/appeal-context";
import { appealContextByLink } from "@/lib/server/appeals/appeal-context-by-link";

export const metadata: Metadata = { title: "Appeal a decision", robots: { index: false } };

type Props = { searchParams: Promise<{ token?: string | string[]; action?: string | string[] }> };

/**
 * Where a moderation notice's 'how to appeal' link leads. `?token=` is the signed single-use link of a ban or
 * suspension notice: no sign-in (the token is only read here; POST /api/appeals/link uses it up). `?action=` is for a
 * signed-in person; a visitor signs in first and comes back. proxy.ts keeps this page out of shared caches.
 */
export default async function AppealPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = firstParam(params.token);
  if (token) {
    const context = await pageData(() => appealContextByLink(token));
    if (!context) return <AppealPageView context={{ refusal: APPEAL_LINK_INVALID }} />;
    return <AppealPageView context={context} link={{ token }} />;
  }
  const raw = firstParam(params.action) ?? "";
  const actionId = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  if (actionId === null) return <AppealPageView context={null} />;
  const actor = await getActor();
  if (!actor) redirect(`/login?from=${encodeURIComponent(`/appeal?action=${actionId}`)}`);
  const context = await pageData(() => appealContext(actionId, actor.id));
  return <AppealPageView context={context} />;
}
