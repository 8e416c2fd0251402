import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { loadUser } from "./load-user";

// Above the page's loading boundary, so an unknown user answers 404 before any byte is streamed.
export default async function UserLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  if (!(await loadUser((await params).id))) notFound();
  return children;
}
