import type { Metadata } from "next";
import { VerifyEmailView } from "@/components/accounts/verify-email-view";
import { firstParam } from "@/components/accounts/search-param";

export const metadata: Metadata = { title: "Verify Email" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const token = firstParam((await searchParams).token);
  return <VerifyEmailView key={token ?? "none"} token={token} />;
}
