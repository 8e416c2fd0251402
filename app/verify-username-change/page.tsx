import type { Metadata } from "next";
import { ConfirmChangeView } from "@/components/accounts/confirm-change-view";
import { firstParam } from "@/components/accounts/search-param";

export const metadata: Metadata = { title: "Confirm Username Change" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function VerifyUsernameChangePage({ searchParams }: Props) {
  const token = firstParam((await searchParams).token);
  return <ConfirmChangeView key={token ?? "none"} kind="username" token={token} />;
}
