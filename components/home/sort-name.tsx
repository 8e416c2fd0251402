/** After the shown sort, what the button is for: named "Most Recent, sort debates" (WCAG 2.5.3, label in name). */
export function SortName() {
  return <span className="sr-only">, sort debates</span>;
}
