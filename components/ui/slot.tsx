import * as React from "react";

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef(ref: unknown, node: unknown) {
  if (typeof ref === "function") ref(node);
  else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
}

/**
 * `asChild` for Button and Badge without Radix's Slot (and its compose-refs): renders the one child element with the
 * slot's props merged in, as Radix does: the child's props win, except that both event handlers run (the child's
 * first), the class names are joined (slot first), the styles are merged and both refs are set.
 */
export function Slot({ children, ...slotProps }: AnyProps & { children?: React.ReactNode }) {
  if (!React.isValidElement(children)) return null;
  const childProps = children.props as AnyProps;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
        return result;
      };
    }
  }
  if (slotProps.className || childProps.className) {
    merged.className = [slotProps.className, childProps.className].filter(Boolean).join(" ");
  }
  if (slotProps.style || childProps.style) {
    merged.style = { ...(slotProps.style as object), ...(childProps.style as object) };
  }
  if (slotProps.ref && childProps.ref) {
    const refs = [slotProps.ref, childProps.ref];
    merged.ref = (node: unknown) => refs.forEach((ref) => setRef(ref, node));
  }
  return React.cloneElement(children, merged);
}
