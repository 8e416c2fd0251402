const FALLBACK_BUG_REPORT_URL = "https://forms.gle/peoples-verdict-bugs";

/** The red strip on every page; in demo mode it also says that the development mailbox is open to anyone. */
export function DevBanner({ demo }: { demo: boolean }) {
  const href = process.env.NEXT_PUBLIC_BUG_REPORT_URL || FALLBACK_BUG_REPORT_URL;
  return (
    <aside
      aria-label="Development notice"
      className="bg-red-600 px-3 py-2 text-center text-sm text-white dark:bg-red-700"
    >
      {demo && <strong className="font-semibold">Demo site: every mailbox is public. </strong>}
      This site is still in development. Found a bug?{" "}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-sm font-semibold underline underline-offset-2 hover:text-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Report it
      </a>
    </aside>
  );
}
