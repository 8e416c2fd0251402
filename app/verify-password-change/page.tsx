import type { Metadata } from "next";
import { ConfirmChangeView } from "@/components/accounts/confirm-change-view";
import { firstParam } from "@/components/accounts/search-param";

export const metadata: Metadata = { title: "Confirm Password Change" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function VerifyPasswordChangePage({ searchParams }: Props) {
  const token = firstParam((await searchParams).token);
  return <ConfirmChangeView key={token ?? "none"} kind="password" token={token} />;
}
