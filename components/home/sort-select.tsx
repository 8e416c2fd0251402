"use client";

import { useState, type ComponentType, type KeyboardEvent } from "react";
import { ChevronDownIcon } from "lucide-react";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { DEBATE_SORTS, type DebateSort } from "@/lib/debates/sorts";
import { cn } from "@/lib/utils";
import { SortName } from "./sort-name";
import type { SortSelectMenuProps } from "./sort-select-menu";

// Radix Select is fetched when the sort is first wanted (hover or focus warms it, a press opens it), not with the page
let menu: Promise<ComponentType<SortSelectMenuProps>> | undefined;
const loadMenu = () => (menu ??= import("./sort-select-menu").then((m) => m.SortSelectMenu));
const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

export function SortSelect({ value, onChange }: { value: DebateSort; onChange: (sort: DebateSort) => void }) {
  const [Menu, setMenu] = useState<ComponentType<SortSelectMenuProps> | null>(null);
  if (Menu) return <Menu value={value} onChange={onChange} defaultOpen />;

  const open = () => void loadMenu().then((component) => setMenu(() => component));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    open();
  };
  return (
    <button
      type="button"
      aria-haspopup="listbox"
      aria-expanded={false}
      data-size="default"
      className={cn(SELECT_TRIGGER_CLASS, "h-9 w-40")}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <span data-slot="select-value">{DEBATE_SORTS[value].label}</span>
      <SortName />
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden />
    </button>
  );
}
