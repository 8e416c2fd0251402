"use client";

import type { ReactNode } from "react";
import { SWRConfig } from "swr";

import { ThemeProvider } from "@/components/shell/theme-provider";
import { TooltipProvider } from "@/components/ui/tooltip";
import { swrConfig } from "@/lib/api/swr-config";

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <ThemeProvider>
        <TooltipProvider>{children}</TooltipProvider>
      </ThemeProvider>
    </SWRConfig>
  );
}
