"use client";

import { timeLeft } from "@/lib/debates/time-left";
import { useNow } from "./now-provider";

export function TimeLeftText({ endsAt, className }: { endsAt: string; className?: string }) {
  const now = useNow();
  return <span className={className}>{timeLeft(new Date(endsAt).getTime(), now)}</span>;
}
