/** decisions.md's last bullet of 'A verdict anyone can check', said plainly where the board is. */
export function NotPromised() {
  return (
    <section
      aria-labelledby="not-promised"
      className="space-y-2 rounded-xl border border-border bg-muted/40 p-4 text-sm"
    >
      <h2 id="not-promised" className="font-semibold">
        What this does not promise
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>A receipt lets whoever holds it show others how they voted: a ballot here is not receipt-free.</li>
        <li>
          The site still knows who voted for what, as it must to count one vote per person. The board names nobody.
        </li>
        <li>It cannot show that every account is a distinct person.</li>
      </ul>
    </section>
  );
}
