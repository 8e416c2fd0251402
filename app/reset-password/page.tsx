import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { INVALID_RESET } from "@/components/accounts/invalid-reset";
import { ResetPasswordForm } from "@/components/accounts/reset-password-form";
import { firstParam } from "@/components/accounts/search-param";

export const metadata: Metadata = { title: "Reset Password" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const token = firstParam((await searchParams).token);
  // no token: to /login, which says the link was invalid (components/accounts/invalid-reset-notice.tsx)
  if (!token) redirect(`/login?${INVALID_RESET.param}=${INVALID_RESET.value}`);
  return <ResetPasswordForm token={token} />;
}
