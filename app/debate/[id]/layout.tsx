import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { env } from "@/lib/env";
import { loadDebate } from "./load-debate";

// The share image beside this layout resolves its absolute URL against the segment's own metadataBase.
export function generateMetadata(): Metadata {
  return { metadataBase: new URL(env().APP_URL) };
}

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
