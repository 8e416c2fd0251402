"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";

import { ThemeProvider } from "@/components/shell/theme-provider";
import { swrConfig } from "@/lib/api/swr-config";

export function Providers({ children, fallback }: { children: ReactNode; fallback: Record<string, unknown> }) {
  return (
    <SWRConfig value={{ ...swrConfig, fallback }}>
      <ThemeProvider>{children}</ThemeProvider>
    </SWRConfig>
  );
}
