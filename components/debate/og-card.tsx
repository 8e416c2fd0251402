import { debateResult } from "@/lib/debates/result";
import { isEnded } from "@/lib/debates/time-left";
import { hasSplit, type Debate } from "@/lib/debates/types";
import { plural } from "@/lib/plural";
import type { PublishedSwing } from "@/lib/results/swing";
import { shortDate } from "@/lib/format-date";
import { turnoutBucket, turnoutLabel } from "@/lib/share/turnout";
import { CARD, FOOTER, HEADER, ogCardLayout, SIDES, SWING, TEXT_LINE, TITLE, TITLE_LINE } from "./og-card-layout";

// Rendered by next/og (satori): inline styles only, and every element with several children is a flex box.
const BG = "#0f172a";
const MUTED = "#94a3b8";

function Side({
  label,
  title,
  percent,
  winner,
}: {
  label: string;
  title: string;
  percent: number | null;
  winner: boolean;
}) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        flex: 1,
        padding: SIDES.padding,
        borderRadius: 20,
        background: winner ? "#1d4ed8" : "#1e293b",
        border: `${SIDES.border}px solid #334155`,
      }}
    >
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
        <div
          style={{
            display: "flex",
            fontSize: SIDES.labelSize,
            lineHeight: TEXT_LINE,
            color: winner ? "#dbeafe" : MUTED,
          }}
        >
          {label}
        </div>
        {percent !== null && (
          <div
            style={{ display: "flex", fontSize: SIDES.percentSize, lineHeight: 1, fontWeight: 800 }}
          >{`${percent}%`}</div>
        )}
      </div>
      <div
        style={{
          display: "flex",
          fontSize: SIDES.titleSize,
          lineHeight: TEXT_LINE,
          fontWeight: 700,
          marginTop: SIDES.titleMarginTop,
        }}
      >
        {title}
      </div>
    </div>
  );
}

/** The swing in one short line under the verdict (issue 26), or null when no voter recorded a lean in time. */
export function swingCardLine(s: PublishedSwing | undefined): string | null {
  if (!s || s.suppressed || s.paired === 0) return null;
  const net =
    s.net === 0
      ? "no net swing"
      : `net swing ${Math.abs(s.net).toFixed(1)} points towards Position ${s.net > 0 ? "A" : "B"}`;
  return `Minds changed: ${s.tooClose ? `too close to call (${net})` : net} · ${plural(s.paired, "paired voter")}`;
}

export function OgCard({ debate, now }: { debate: Debate | null; now: number }) {
  const frame = {
    display: "flex",
    flexDirection: "column" as const,
    width: "100%",
    height: "100%",
    padding: `${CARD.padY}px ${CARD.padX}px`,
    background: BG,
    color: "white",
    fontFamily: "sans-serif",
  };
  if (!debate) {
    return (
      <div style={{ ...frame, alignItems: "center", justifyContent: "center" }}>
        <div style={{ display: "flex", fontSize: 72, fontWeight: 800 }}>People&apos;s Verdict</div>
        <div style={{ display: "flex", fontSize: 32, color: MUTED, marginTop: 16 }}>
          Watch the debate. Cast your vote.
        </div>
      </div>
    );
  }
  const count = debate.voteCount;
  const closed = isEnded(debate.votingEndsAt, now) && hasSplit(count);
  const r = hasSplit(count) ? debateResult(count.A, count.B) : null;
  const verdict =
    !closed || !r
      ? null
      : r.total === 0
        ? "No votes were cast"
        : r.winner
          ? `Verdict: Position ${r.winner} won`
          : "Verdict: It's a tie!";
  const footer = closed
    ? `${verdict} · ${plural(count.total, "vote")}`
    : // what the card's URL is keyed by (lib/share/share-metadata.ts): the turnout's bucket and the fixed deadline,
      // never a figure or a time left that would be stale under that URL
      `${turnoutLabel(turnoutBucket(count.total))} · voting ends ${shortDate(debate.votingEndsAt)}`;
  // beside the verdict, never instead of it
  const swing = closed ? swingCardLine(debate.swing) : null;
  const layout = ogCardLayout({
    title: debate.title,
    sideTitles: [debate.positionATitle, debate.positionBTitle],
    percent: closed && !!r,
    swing,
  });
  // every part keeps its own height (satori would otherwise squeeze the title under the boxes)
  const part = { display: "flex", flexShrink: 0 } as const;

  return (
    <div style={frame}>
      <div
        style={{
          ...part,
          justifyContent: "space-between",
          fontSize: HEADER.fontSize,
          lineHeight: TEXT_LINE,
          color: MUTED,
        }}
      >
        <div style={{ display: "flex" }}>People&apos;s Verdict</div>
        <div style={{ display: "flex", color: debate.category.color }}>{debate.category.name}</div>
      </div>
      <div
        style={{
          ...part,
          fontSize: layout.title.fontSize,
          fontWeight: 800,
          marginTop: TITLE.marginTop,
          lineHeight: TITLE_LINE,
          wordBreak: "break-word",
        }}
      >
        {layout.title.text}
      </div>
      <div style={{ ...part, gap: SIDES.gap, marginTop: "auto" }}>
        <Side
          label="Position A"
          title={layout.sideTitles[0]}
          percent={closed && r ? r.percentA : null}
          winner={closed && r?.winner === "A"}
        />
        <Side
          label="Position B"
          title={layout.sideTitles[1]}
          percent={closed && r ? r.percentB : null}
          winner={closed && r?.winner === "B"}
        />
      </div>
      <div
        style={{
          ...part,
          fontSize: FOOTER.fontSize,
          lineHeight: TEXT_LINE,
          marginTop: FOOTER.marginTop,
          color: closed ? "#fde68a" : MUTED,
        }}
      >
        {footer}
      </div>
      {swing && (
        <div
          style={{ ...part, fontSize: SWING.fontSize, lineHeight: TEXT_LINE, marginTop: SWING.marginTop, color: MUTED }}
        >
          {swing}
        </div>
      )}
    </div>
  );
}
