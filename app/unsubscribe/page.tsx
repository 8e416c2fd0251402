import type { Metadata } from "next";
import { UnsubscribeForm } from "@/components/accounts/unsubscribe-form";
import { firstParam } from "@/components/accounts/search-param";

export const metadata: Metadata = { title: "Unsubscribe" };

type Props = { searchParams: Promise<{ email?: string | string[] }> };

export default async function UnsubscribePage({ searchParams }: Props) {
  const email = firstParam((await searchParams).email) ?? "";
  return <UnsubscribeForm email={email.slice(0, 254)} />;
}
