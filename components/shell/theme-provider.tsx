"use client";

import { useEffect, type ReactNode } from "react";

import { applyTheme, useTheme } from "@/lib/hooks/use-theme";

/** Keeps the class on <html> in step with the stored theme: after hydration and when another tab changes it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { theme, mounted } = useTheme();
  useEffect(() => {
    if (mounted) applyTheme(theme);
  }, [theme, mounted]);
  return <>{children}</>;
}
