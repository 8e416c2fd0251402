import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { loadDebate } from "./load-debate";

// Above the page's loading boundary, so a missing debate answers 404 before any byte is streamed.
export default async function DebateLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ id: string }>;
}) {
  if (!(await loadDebate((await params).id))) notFound();
  return children;
}
