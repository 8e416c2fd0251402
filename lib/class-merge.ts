/**
 * Why kept (measured 8 Dec 2026, esbuild --minify, es2022): tailwind-merge 3.7's twMerge is 8.5 KB gzip (7.5 KB
 * brotli) on every page, this file 2.5 KB (2.2 KB brotli): it would add 6.0 KB gzip to the app's share of a page,
 * 29.8 KB gzip on / and 27.1 KB on a debate page against a budget of 30 KB (docs/page-weight.md, 7 Dec).
 *
 * A small stand-in for tailwind-merge: later Tailwind classes override earlier ones
 * that set the same thing ('h-9 size-10' -> 'size-10', 'px-3 p-2' -> 'p-2', 'text-sm text-xs' -> 'text-xs'), with
 * the same rules (variants, '!', negative values, arbitrary values, groups that override others) for the utilities
 * this app writes. lib/class-merge.test.ts checks every ordered pair of the classes found in the source against
 * tailwind-merge itself, so a new class that this table does not know fails the tests instead of the page.
 */

const SIZE = /^(xs|sm|base|lg|xl|\d?xl)$/;
const SHADOW_SIZE = /^(|2xs|xs|sm|md|lg|xl|2xl|inner|none)$/;
const NUMBER = /^\d+(\.\d+)?$/;
const ARBITRARY = /^[[(].*[\])]$/;
const LENGTH = /^\[(\d|calc|length:|var\(--[a-z-]*(width|height|size|spacing))/;

// utilities named by a prefix and a value, most specific prefix first: prefix -> group
const PREFIXES: [string, string][] = [
  ["min-w", "min-w"],
  ["min-h", "min-h"],
  ["max-w", "max-w"],
  ["max-h", "max-h"],
  ["size", "size"],
  ["w", "w"],
  ["h", "h"],
  ["inset-x", "inset-x"],
  ["inset-y", "inset-y"],
  ["inset", "inset"],
  ["top", "top"],
  ["right", "right"],
  ["bottom", "bottom"],
  ["left", "left"],
  ["z", "z"],
  ["space-x", "space-x"],
  ["space-y", "space-y"],
  ["gap-x", "gap-x"],
  ["gap-y", "gap-y"],
  ["gap", "gap"],
  ["scroll-mx", "scroll-mx"],
  ["scroll-my", "scroll-my"],
  ["scroll-mt", "scroll-mt"],
  ["scroll-mb", "scroll-mb"],
  ["scroll-m", "scroll-m"],
  ["px", "px"],
  ["py", "py"],
  ["pt", "pt"],
  ["pr", "pr"],
  ["pb", "pb"],
  ["pl", "pl"],
  ["p", "p"],
  ["mx", "mx"],
  ["my", "my"],
  ["mt", "mt"],
  ["mr", "mr"],
  ["mb", "mb"],
  ["ml", "ml"],
  ["m", "m"],
  ["opacity", "opacity"],
  ["leading", "leading"],
  ["tracking", "tracking"],
  ["line-clamp", "line-clamp"],
  ["basis", "basis"],
  ["shrink", "shrink"],
  ["grow", "grow"],
  ["col-span", "col-start-end"],
  ["grid-cols", "grid-cols"],
  ["auto-rows", "auto-rows"],
  ["duration", "duration"],
  ["ease", "ease"],
  ["delay", "delay"],
  ["animate", "animate"],
  ["rotate", "rotate"],
  ["scale", "scale"],
  ["translate-x", "translate-x"],
  ["translate-y", "translate-y"],
  ["aspect", "aspect"],
  ["origin", "origin"],
  ["from", "gradient-from"],
  ["via", "gradient-via"],
  ["to", "gradient-to"],
  ["underline-offset", "underline-offset"],
  ["backdrop-blur", "backdrop-blur"],
  ["blur", "blur"],
  ["fill", "fill"],
  ["stroke", "stroke"],
  ["cursor", "cursor"],
  ["pointer-events", "pointer-events"],
  ["select", "select"],
  ["resize", "resize"],
  ["object", "object-fit"],
  ["items", "align-items"],
  ["justify", "justify-content"],
  ["self", "align-self"],
  ["content", "align-content"],
  ["whitespace", "whitespace"],
  ["break", "break"],
  ["list", "list-style-type"],
  ["align", "vertical-align"],
  ["field-sizing", "field-sizing"],
  ["overflow-x", "overflow-x"],
  ["overflow-y", "overflow-y"],
  ["overflow", "overflow"],
  ["order", "order"],
];

// whole classes with no value part (or whose value decides nothing else)
const EXACT: Record<string, string> = {
  "appearance-none": "appearance",
  "appearance-auto": "appearance",
  block: "display",
  "inline-block": "display",
  inline: "display",
  flex: "display",
  "inline-flex": "display",
  grid: "display",
  "inline-grid": "display",
  table: "display",
  contents: "display",
  hidden: "display",
  "flow-root": "display",
  static: "position",
  fixed: "position",
  absolute: "position",
  relative: "position",
  sticky: "position",
  "sr-only": "sr",
  "not-sr-only": "sr",
  visible: "visibility",
  invisible: "visibility",
  collapse: "visibility",
  truncate: "text-overflow",
  "text-ellipsis": "text-overflow",
  "text-clip": "text-overflow",
  italic: "font-style",
  "not-italic": "font-style",
  uppercase: "text-transform",
  lowercase: "text-transform",
  capitalize: "text-transform",
  "normal-case": "text-transform",
  underline: "text-decoration",
  overline: "text-decoration",
  "line-through": "text-decoration",
  "no-underline": "text-decoration",
  "tabular-nums": "fvn-spacing",
  "proportional-nums": "fvn-spacing",
  "normal-nums": "fvn-normal",
  "flex-row": "flex-direction",
  "flex-row-reverse": "flex-direction",
  "flex-col": "flex-direction",
  "flex-col-reverse": "flex-direction",
  "flex-wrap": "flex-wrap",
  "flex-wrap-reverse": "flex-wrap",
  "flex-nowrap": "flex-wrap",
  filter: "filter",
  "filter-none": "filter",
  "backdrop-filter": "backdrop-filter",
  transition: "transition",
  "outline-none": "outline-style",
  "outline-hidden": "outline-style",
  "outline-solid": "outline-style",
  "outline-dashed": "outline-style",
  "outline-dotted": "outline-style",
  "outline-double": "outline-style",
  "ring-inset": "ring-w-inset",
  "divide-y": "divide-y",
  "divide-x": "divide-x",
  "divide-y-reverse": "divide-y-reverse",
  "divide-x-reverse": "divide-x-reverse",
  "text-balance": "text-wrap",
  "text-wrap": "text-wrap",
  "text-nowrap": "text-wrap",
  "text-pretty": "text-wrap",
  "text-left": "text-alignment",
  "text-center": "text-alignment",
  "text-right": "text-alignment",
  "text-justify": "text-alignment",
  "text-start": "text-alignment",
  "text-end": "text-alignment",
  "flex-1": "flex",
  "flex-auto": "flex",
  "flex-initial": "flex",
  "flex-none": "flex",
  "border-solid": "border-style",
  "border-dashed": "border-style",
  "border-dotted": "border-style",
  "border-double": "border-style",
  "border-hidden": "border-style",
  "border-none": "border-style",
  "border-collapse": "border-collapse",
  "border-separate": "border-collapse",
};

const CONFLICTS: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  p: ["px", "py", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  "scroll-m": ["scroll-mx", "scroll-my", "scroll-mt", "scroll-mb"],
  "scroll-my": ["scroll-mt", "scroll-mb"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "fvn-normal": ["fvn-spacing"],
  "fvn-spacing": ["fvn-normal"],
  "line-clamp": ["display", "overflow"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
  translate: ["translate-x", "translate-y"],
};

const isColor = (value: string) =>
  !NUMBER.test(value) && !SIZE.test(value) && !(ARBITRARY.test(value) && LENGTH.test(value)) && !/^\d/.test(value);

/** The group of a class without its variants, '!' and '-': null for a class this table does not know (kept). */
function groupOf(base: string): string | null {
  const exact = EXACT[base];
  if (exact) return exact;
  // an arbitrary property, '[mask-type:alpha]': its property is the group
  const property = /^\[([-a-z]+):.+\]$/.exec(base);
  if (property) return `[${property[1]}]`;
  const dash = base.indexOf("-");
  const head = dash < 0 ? base : base.slice(0, dash);
  const value = dash < 0 ? "" : base.slice(dash + 1);
  switch (head) {
    case "text":
      return SIZE.test(value) || (ARBITRARY.test(value) && LENGTH.test(value)) ? "font-size" : "text-color";
    case "font":
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value)
        ? "font-weight"
        : "font-family";
    case "bg":
      return "bg-color";
    case "shadow":
      return SHADOW_SIZE.test(value) || ARBITRARY.test(value) ? "shadow" : "shadow-color";
    case "rounded": {
      const side = /^(tl|tr|br|bl|t|r|b|l)(-|$)/.exec(value);
      return side ? `rounded-${side[1]}` : "rounded";
    }
    case "border": {
      const side = /^(x|y|t|r|b|l)(?:-(.*))?$/.exec(value);
      if (side)
        return side[2] === undefined || NUMBER.test(side[2]) ? `border-w-${side[1]}` : `border-color-${side[1]}`;
      return value === "" || NUMBER.test(value) ? "border-w" : "border-color";
    }
    case "ring":
      if (value.startsWith("offset-")) return NUMBER.test(value.slice(7)) ? "ring-offset-w" : "ring-offset-color";
      return value === "" || NUMBER.test(value) ? "ring-w" : "ring-color";
    case "outline":
      if (value.startsWith("offset-")) return "outline-offset";
      return value === "" || NUMBER.test(value) ? "outline-w" : "outline-color";
    case "divide":
      return isColor(value) ? "divide-color" : null;
    case "transition":
      return "transition";
  }
  for (const [prefix, group] of PREFIXES) {
    if (base === prefix || base.startsWith(`${prefix}-`)) return group;
  }
  return null;
}

/** Splits 'dark:hover:bg-x' into its variants and the class, minding brackets ('[&_svg:not(.a)]:size-4'). */
function parse(token: string): { variants: string; base: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  const base = token.slice(start);
  // variants compare as a set, except arbitrary ones, whose order can matter (tailwind-merge does the same)
  const sorted: string[] = [];
  let run: string[] = [];
  for (const part of parts) {
    if (part.startsWith("[")) {
      sorted.push(...run.sort(), part);
      run = [];
    } else run.push(part);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(":"), base };
}

/** Joins class lists; of two classes that set the same thing under the same variants, the later one stays. */
export function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    const { variants, base: raw } = parse(token);
    const important = raw.startsWith("!") || raw.endsWith("!");
    const base = raw.replace(/^!|!$/g, "").replace(/^-/, "");
    const group = groupOf(base);
    if (group === null) {
      kept.push(token);
      continue;
    }
    const scope = `${variants}${important ? "!" : ""}|`;
    if (seen.has(scope + group)) continue;
    seen.add(scope + group);
    for (const other of CONFLICTS[group] ?? []) seen.add(scope + other);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
