"use client";

import type { ReactNode } from "react";

import { ThemeProvider } from "@/components/shell/theme-provider";
import { QueryFallback } from "@/lib/api/query";

export function Providers({ children, fallback }: { children: ReactNode; fallback: Record<string, unknown> }) {
  return (
    <QueryFallback value={fallback}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryFallback>
  );
}
