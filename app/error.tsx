"use client";

import Link from "next/link";
import { AlertTriangle } from "lucide-react";

import { Button } from "@/components/ui/button";
import { isUnavailable, UNAVAILABLE_TEXT, UNAVAILABLE_TITLE } from "@/lib/unavailable-copy";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const unavailable = isUnavailable(error);
  return (
    <section role="alert" className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-16">
      <div className="w-full rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
        <div className="flex items-center gap-2">
          <AlertTriangle className="size-8 shrink-0 text-red-600 dark:text-red-400" aria-hidden />
          <h1 className="text-2xl font-bold">{unavailable ? UNAVAILABLE_TITLE : "Something went wrong"}</h1>
        </div>
        <p className="mt-4 text-sm text-muted-foreground">
          {unavailable
            ? UNAVAILABLE_TEXT
            : "This page could not be shown. It may be a passing problem: try again in a moment."}
        </p>
        <div className="mt-6 flex flex-wrap gap-2">
          <Button className="h-10" onClick={() => retry()}>
            Try again
          </Button>
          <Button asChild variant="outline" className="h-10">
            <Link href="/">Back to Home</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
