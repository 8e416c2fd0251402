/**
 * The red strip on every page; in demo mode it also says that the development mailbox is open to anyone. The bug
 * report form is NEXT_PUBLIC_BUG_REPORT_URL (lib/env.ts).
 */
export function DevBanner({ demo, bugReportUrl }: { demo: boolean; bugReportUrl: string }) {
  return (
    <aside
      aria-label="Development notice"
      className="bg-red-600 px-3 py-2 text-center text-sm text-white dark:bg-red-700"
    >
      {demo && <strong className="font-semibold">Demo site: every mailbox is public. </strong>}
      This site is still in development. Found a bug?{" "}
      <a
        href={bugReportUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-sm font-semibold underline underline-offset-2 hover:text-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Report it
      </a>
    </aside>
  );
}
