import type { Metadata } from "next";
import { InvalidResetLink } from "@/components/accounts/invalid-reset-link";
import { ResetPasswordForm } from "@/components/accounts/reset-password-form";
import { firstParam } from "@/components/accounts/search-param";

export const metadata: Metadata = { title: "Reset Password" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function ResetPasswordPage({ searchParams }: Props) {
  const token = firstParam((await searchParams).token);
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}
