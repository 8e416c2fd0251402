// About how many characters two clamped lines hold: a phone's column, a desktop's.
const PHONE_LINES = 80;
const DESKTOP_LINES = 180;

/**
 * The debate's description in two lines, with 'more' to open the rest: a checkbox and CSS, so the page loads no script
 * for it and the server's markup is the first screen. A screen reader reads the whole text either way.
 */
export function ClampedDescription({ text }: { text: string }) {
  const long = text.length > PHONE_LINES || text.includes("\n");
  if (!long) return <p className="whitespace-pre-line text-muted-foreground">{text}</p>;
  // a text that fits two desktop lines needs no toggle there, nor a focusable box with nothing to show for it
  const phoneOnly = text.length > DESKTOP_LINES || text.includes("\n") ? "" : "sm:hidden";
  return (
    <div>
      <input type="checkbox" id="description-more" className={`peer sr-only ${phoneOnly}`} />
      <p className="line-clamp-2 whitespace-pre-line text-muted-foreground peer-checked:line-clamp-none">{text}</p>
      <label
        htmlFor="description-more"
        className={`cursor-pointer rounded-sm text-sm font-medium text-foreground underline underline-offset-4 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-checked:[&>.less]:inline peer-checked:[&>.more]:hidden [&>.less]:hidden ${phoneOnly}`}
      >
        <span className="more">more</span>
        <span className="less">less</span>
        <span className="sr-only"> of the description</span>
      </label>
    </div>
  );
}
