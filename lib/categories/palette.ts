// The colours a category may carry: the ones the default categories use (lib/db/seed-data.ts), each a Tailwind
// 600 shade, which keeps its dot and border visible on the light and the dark theme alike.
export const CATEGORY_COLORS = [
  { value: "#dc2626", label: "Red" },
  { value: "#ea580c", label: "Orange" },
  { value: "#ca8a04", label: "Yellow" },
  { value: "#16a34a", label: "Green" },
  { value: "#0d9488", label: "Teal" },
  { value: "#2563eb", label: "Blue" },
  { value: "#7c3aed", label: "Violet" },
  { value: "#db2777", label: "Pink" },
] as const;

type CategoryColor = (typeof CATEGORY_COLORS)[number]["value"];

export const CATEGORY_COLOR_VALUES = CATEGORY_COLORS.map((c) => c.value) as [CategoryColor, ...CategoryColor[]];
