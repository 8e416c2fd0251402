import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ForgotPasswordForm } from "@/components/accounts/forgot-password-form";
import { getActor } from "@/lib/server/accounts/get-actor";

export const metadata: Metadata = { title: "Forgot Password" };

export default async function ForgotPasswordPage() {
  if (await getActor()) redirect("/");
  return <ForgotPasswordForm />;
}
