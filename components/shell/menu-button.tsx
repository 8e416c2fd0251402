"use client";

import { useEffect, useState, type ComponentType, type KeyboardEvent, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { takeEarlyMenuPress } from "./early-menu-press";
import type { UserMenuDropdownProps } from "./user-menu-dropdown";

// The menu (Radix DropdownMenu, its items and the logout call) is fetched when first wanted, not with every page:
// hovering or focusing the button warms it, pressing it swaps in the real menu, opened.
let dropdown: Promise<ComponentType<UserMenuDropdownProps>> | undefined;
const loadDropdown = () => (dropdown ??= import("./user-menu-dropdown").then((m) => m.UserMenuDropdown));

type Props = Omit<UserMenuDropdownProps, "trigger" | "defaultOpen"> & { face: ReactNode };

/** The header's round menu button: a visitor's, or a signed-in user's with the avatar and the count of news. */
export function MenuButton({ face: shown, ...menu }: Props) {
  // named by what it shows, then what it does (WCAG 2.5.3, label in name): a visitor's "Open menu", a signed-in
  // user's "D 4 new Open menu" (the avatar's initial, the count badge)
  const face = (
    <>
      {shown}
      <span className="sr-only"> Open menu</span>
    </>
  );
  const [Dropdown, setDropdown] = useState<ComponentType<UserMenuDropdownProps> | null>(null);
  const buttonProps = {
    variant: "ghost",
    size: "icon",
    className: "relative size-10 rounded-full",
    "aria-haspopup": "menu",
    "data-menu-trigger": "",
  } as const;
  const open = () => void loadDropdown().then((component) => setDropdown(() => component));
  // a press before hydration (see early-menu-press.ts) opens the menu now
  useEffect(() => {
    if (takeEarlyMenuPress()) void loadDropdown().then((component) => setDropdown(() => component));
  }, []);

  if (Dropdown) return <Dropdown trigger={<Button {...buttonProps}>{face}</Button>} defaultOpen {...menu} />;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown") return;
    event.preventDefault();
    open();
  };
  return (
    <Button
      {...buttonProps}
      aria-expanded={false}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      {face}
    </Button>
  );
}
