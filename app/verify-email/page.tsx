import type { Metadata } from "next";
import { VerifyEmailView } from "@/components/accounts/verify-email-view";
import { firstParam } from "@/components/accounts/search-param";

export const metadata: Metadata = { title: "Verify Email" };

type Props = { searchParams: Promise<{ token?: string | string[]; from?: string | string[] }> };

export default async function VerifyEmailPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = firstParam(params.token);
  return <VerifyEmailView key={token ?? "none"} token={token} from={firstParam(params.from)} />;
}
