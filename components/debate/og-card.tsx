import { debateResult } from "@/lib/debates/result";
import { isEnded, timeLeft } from "@/lib/debates/time-left";
import { hasSplit, type Debate } from "@/lib/debates/types";
import { plural } from "@/lib/plural";
import type { PublishedSwing } from "@/lib/results/swing";

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
        padding: 28,
        borderRadius: 20,
        background: winner ? "#1d4ed8" : "#1e293b",
        border: "2px solid #334155",
      }}
    >
      <div style={{ display: "flex", fontSize: 24, color: winner ? "#dbeafe" : MUTED }}>{label}</div>
      <div style={{ display: "flex", fontSize: 36, fontWeight: 700, marginTop: 8 }}>{title.slice(0, 60)}</div>
      {percent !== null && (
        <div style={{ display: "flex", fontSize: 56, fontWeight: 800, marginTop: 12 }}>{`${percent}%`}</div>
      )}
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
    padding: 56,
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
    : `${plural(count.total, "vote")} so far · ${timeLeft(new Date(debate.votingEndsAt).getTime(), now)}`;
  // beside the verdict, never instead of it
  const swing = closed ? swingCardLine(debate.swing) : null;
  const title = debate.title.length > 110 ? `${debate.title.slice(0, 107)}...` : debate.title;

  return (
    <div style={frame}>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, color: MUTED }}>
        <div style={{ display: "flex" }}>People&apos;s Verdict</div>
        <div style={{ display: "flex", color: debate.category.color }}>{debate.category.name}</div>
      </div>
      <div
        style={{
          display: "flex",
          fontSize: title.length > 70 ? 48 : 60,
          fontWeight: 800,
          marginTop: 28,
          lineHeight: 1.15,
        }}
      >
        {title}
      </div>
      <div style={{ display: "flex", gap: 24, marginTop: "auto" }}>
        <Side
          label="Position A"
          title={debate.positionATitle}
          percent={closed && r ? r.percentA : null}
          winner={closed && r?.winner === "A"}
        />
        <Side
          label="Position B"
          title={debate.positionBTitle}
          percent={closed && r ? r.percentB : null}
          winner={closed && r?.winner === "B"}
        />
      </div>
      <div style={{ display: "flex", fontSize: 30, marginTop: 28, color: closed ? "#fde68a" : MUTED }}>{footer}</div>
      {swing && <div style={{ display: "flex", fontSize: 24, marginTop: 10, color: MUTED }}>{swing}</div>}
    </div>
  );
}
