"use client";

import { Moon, Sun } from "lucide-react";

import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { useTheme } from "@/lib/hooks/use-theme";

/** Light/Dark Mode switch; the menu stays open so the change is visible. */
export function ThemeMenuItem({ className }: { className?: string }) {
  const { theme, mounted, toggleTheme } = useTheme();
  const dark = mounted && theme === "dark";
  return (
    <DropdownMenuItem
      className={className}
      onSelect={(event) => {
        event.preventDefault();
        toggleTheme();
      }}
    >
      {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
      {dark ? "Light Mode" : "Dark Mode"}
    </DropdownMenuItem>
  );
}
