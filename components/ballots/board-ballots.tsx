import type { BoardBallot } from "@/lib/ballots/types";

/**
 * One page of the counted ballots of a closed board, sorted by commitment: commitment, side and opening. Voided ballots
 * are listed apart by the ledger, without a side (docs/decisions/0017-integrity-ledger.md).
 */
export function BoardBallots({ ballots }: { ballots: BoardBallot[] }) {
  return (
    // scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too
    <div
      className="overflow-x-auto rounded-lg border border-border"
      tabIndex={0}
      role="region"
      aria-label="Ballots, sorted by commitment"
    >
      <table className="w-full text-left text-xs">
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Commitment
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Side
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Opening
            </th>
          </tr>
        </thead>
        <tbody className="font-mono">
          {ballots.map((b) => (
            <tr key={b.commitment} className="border-t border-border align-top">
              <td className="px-3 py-1.5 break-all">{b.commitment}</td>
              <td className="px-3 py-1.5 font-sans font-semibold">{b.side}</td>
              <td className="px-3 py-1.5 break-all">{b.opening}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
