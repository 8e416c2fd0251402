"use client";

import { useEffect } from "react";

/** Elements that render nothing: aria-hidden on them says nothing, and the Nu HTML Checker refuses it on a <link>. */
const RESOURCE_NODES = new Set(["LINK", "META", "SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"]);

/**
 * Works around Radix's modal layers (dialog, alert dialog, select, menu): on opening, they hide everything else from
 * assistive technology with aria-hidden's `hideOthers`, which marks every child of <body> but the layer and the
 * scripts, so a `<link rel=preload>` that React streamed into the body with a late part of the page got
 * aria-hidden="true" (issue 34 item 9). Such a node renders nothing, so the mark is taken off as soon as it is put on
 * (before the browser paints or a checker reads the page); closing the layer takes nothing else away.
 */
export function UnhideResourceNodes() {
  useEffect(() => {
    const unhide = (node: Node) => {
      if (node instanceof Element && RESOURCE_NODES.has(node.tagName) && node.hasAttribute("aria-hidden"))
        node.removeAttribute("aria-hidden");
    };
    const observer = new MutationObserver((records) => records.forEach((r) => unhide(r.target)));
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["aria-hidden"] });
    return () => observer.disconnect();
  }, []);
  return null;
}
