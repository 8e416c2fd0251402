"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

const NowContext = createContext<number | null>(null);

/**
 * The clock every time-dependent text reads: the server's render time first (so hydration matches),
 * then the browser's, ticking every 30 s.
 */
export function NowProvider({ initial, children }: { initial: number; children: ReactNode }) {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    const first = setTimeout(() => setNow(Date.now()), 0);
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      clearTimeout(first);
      clearInterval(tick);
    };
  }, []);
  return <NowContext value={now}>{children}</NowContext>;
}

export function useNow(): number {
  const now = useContext(NowContext);
  if (now === null) throw new Error("useNow needs a NowProvider");
  return now;
}
