"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/*
 * WAI-ARIA tabs with Radix Tabs' API and markup (data-slot, data-state, roving focus, automatic activation), without
 * the Radix runtime: they are on every visitor's page (home and debate), so they stay a few hundred bytes.
 */
type TabsState = { value: string | undefined; select: (value: string) => void; baseId: string };
const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const partId = (baseId: string, part: "trigger" | "content", value: string) => `${baseId}-${part}-${value}`;

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

function Tabs({ value, defaultValue, onValueChange, className, children, ...props }: TabsProps) {
  const [own, setOwn] = React.useState(defaultValue);
  const baseId = React.useId();
  const current = value ?? own;
  const select = React.useCallback(
    (next: string) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [current, value, onValueChange],
  );
  const state = React.useMemo(() => ({ value: current, select, baseId }), [current, select, baseId]);
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-2", className)} {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const next = NEXT_KEYS[event.key];
    if (event.defaultPrevented || !next) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>("[role='tab']:not(:disabled)"));
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0 || tabs.length === 0) return;
    event.preventDefault();
    tabs[next(index, tabs.length)].focus(); // focusing a tab selects it (automatic activation)
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-9 w-fit items-center justify-center rounded-lg bg-muted p-[3px] text-muted-foreground",
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

function TabsTrigger({
  value,
  className,
  disabled,
  onClick,
  onFocus,
  ...props
}: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={partId(tabs.baseId, "trigger", value)}
      aria-controls={partId(tabs.baseId, "content", value)}
      aria-selected={selected}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-trigger"
      disabled={disabled}
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex h-full flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-2 py-1 text-sm font-medium text-muted-foreground transition-[color,box-shadow] outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs("TabsContent");
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={partId(tabs.baseId, "content", value)}
      aria-labelledby={partId(tabs.baseId, "trigger", value)}
      data-state={selected ? "active" : "inactive"}
      data-orientation="horizontal"
      data-slot="tabs-content"
      hidden={!selected}
      tabIndex={0}
      className={cn(
        "flex-1 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
