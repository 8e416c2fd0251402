// Reading a V8 .cpuprofile (node --cpu-prof): self time per function, each frame traced back through the build's
// source maps to its source file, and grouped as ours (app/, lib/, components/), our packages (node_modules other than
// Next and React), Next/React, and node/V8 (node:internal, the garbage collector, the runtime's own code).
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

type Group = "ours" | "our packages" | "Next/React" | "node/V8";
export const GROUPS: Group[] = ["ours", "our packages", "Next/React", "node/V8"];
type Frame = { name: string; where: string; group: Group; ms: number };
/** busyMs: every sample but (idle), over the window read */
type Summary = {
  busyMs: number;
  idleMs: number;
  groups: Record<Group, number>;
  frames: Frame[];
  /** self time by source file (Next's and React's bundles, each of our files), most first */
  modules: { file: string; ms: number }[];
};

const maps = new Map<string, SourceMap | null>();
function mapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`;
    let map: SourceMap | null = null;
    try {
      if (existsSync(mapFile)) map = new SourceMap(JSON.parse(readFileSync(mapFile, "utf8")));
    } catch {
      // an unreadable map: the frame keeps its built file's name
    }
    maps.set(file, map);
  }
  return maps.get(file)!;
}

/** The source file (relative to the repository when it is in it) and line a frame's code was built from. */
function sourceOf(frame: CallFrame, root: string): { file: string; line: number; name?: string } {
  let file = frame.url.startsWith("file://") ? fileURLToPath(frame.url) : frame.url;
  let line = frame.lineNumber + 1;
  let name: string | undefined;
  const map = path.isAbsolute(file) ? mapOf(file) : null;
  if (map) {
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as {
      originalSource?: string;
      originalLine?: number;
      name?: string;
    };
    if (entry.originalSource) {
      const original = entry.originalSource.replace(/^file:\/\//, "").replace(/^turbopack:\/\/\/\[project\]\//, "");
      file = decodeURIComponent(path.isAbsolute(original) ? original : path.resolve(path.dirname(file), original));
      line = (entry.originalLine ?? 0) + 1;
      name = entry.name;
    }
  }
  return { file: path.isAbsolute(file) ? path.relative(root, file) : file, line, name };
}

function groupOf(file: string, functionName: string): Group {
  if (!file || file.startsWith("node:") || functionName.startsWith("(")) return "node/V8";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (!pkg) return file.startsWith("..") ? "node/V8" : "ours";
  return /^(next|react|react-dom|scheduler|@next\/.*)$/.test(pkg) ? "Next/React" : "our packages";
}

/**
 * Self time by function over the samples taken in the profile's last `lastMs` milliseconds (the measured load, not
 * the start-up), or all of them.
 */
export function readProfile(file: string, root: string, lastMs = Infinity): Summary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const from = profile.endTime - lastMs * 1000;
  const selfUs = new Map<number, number>();
  let t = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    t += profile.timeDeltas[i];
    if (t < from) continue;
    // a sample's time is the gap to the next one (the last sample: to the profile's end)
    const next = i + 1 < profile.samples.length ? profile.timeDeltas[i + 1] : profile.endTime - t;
    selfUs.set(id, (selfUs.get(id) ?? 0) + Math.max(0, next));
  }
  const frames = new Map<string, Frame>();
  let busyMs = 0;
  let idleMs = 0;
  const groups = Object.fromEntries(GROUPS.map((g) => [g, 0])) as Record<Group, number>;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!;
    const ms = us / 1000;
    if (frame.functionName === "(idle)") {
      idleMs += ms;
      continue;
    }
    const source = sourceOf(frame, root);
    // a minified name says nothing: the name the source map gives its place, if any (the file and line say the rest)
    const minified = frame.functionName.length <= 2 && source.name;
    const name = (minified ? source.name : frame.functionName) || "(anonymous)";
    const where = source.file ? `${source.file}:${source.line}` : "";
    const group = groupOf(source.file, frame.functionName);
    const key = `${name} ${where}`;
    const f = frames.get(key) ?? { name, where, group, ms: 0 };
    f.ms += ms;
    frames.set(key, f);
    groups[group] += ms;
    busyMs += ms;
  }
  const byFile = new Map<string, number>();
  for (const f of frames.values()) {
    const file = f.where.replace(/:\d+$/, "") || f.name;
    byFile.set(file, (byFile.get(file) ?? 0) + f.ms);
  }
  const modules = [...byFile].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms);
  return { busyMs, idleMs, groups, frames: [...frames.values()].sort((a, b) => b.ms - a.ms), modules };
}
