// a URL in a message: up to whitespace, less any punctuation that ends the sentence around it
const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'"]/g;

/**
 * A message's plain text with each web address in it a link (a takedown notice's 'Appeal here: …', a direct message's
 * link): the text itself is never read as markup. Inbox messages come from staff and the site only.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ url: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts.map((part, i) =>
    typeof part === "string" ? (
      part
    ) : (
      <a
        key={i}
        href={part.url}
        rel="noopener noreferrer"
        className="font-medium break-all text-primary underline underline-offset-4"
      >
        {part.url}
      </a>
    ),
  );
}
