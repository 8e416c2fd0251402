// The tags a route's metadata hoists into <head> (not the stylesheets and preloads the router adds as it goes), and
// what identifies each: a route has one tag of each key, but for repeatable ones (og:image) that share a key.
const METADATA_TAGS = [
  "title",
  "meta[name]",
  "meta[property]",
  "link:is([rel=canonical], [rel=alternate], [rel~=icon])",
]
  .map((tag) => `head > ${tag}`)
  .join(", ");

export const headTags = () => [...document.querySelectorAll(METADATA_TAGS)];

const keyOf = (tag: Element) =>
  [tag.localName, ...["name", "property", "rel", "media", "hreflang"].map((a) => tag.getAttribute(a) ?? "")].join("|");

// Tags taken out are kept here, out of the document: React may still remove one it owns, which needs a parent.
let attic: HTMLElement | undefined;

/**
 * Takes out of the document each tag of `stale` whose key a tag not in `stale` now has (a route's own tag and the one
 * that replaces it); a stale tag with no successor stays. Returns whether any of `stale` is still in the head.
 */
export function dropStaleHeadTags(stale: ReadonlySet<Element>): boolean {
  const tags = headTags();
  const replaced = new Set(tags.filter((tag) => !stale.has(tag)).map(keyOf));
  let left = false;
  for (const tag of tags) {
    if (!stale.has(tag)) continue;
    if (replaced.has(keyOf(tag))) (attic ??= document.createElement("div")).append(tag);
    else left = true;
  }
  return left;
}
