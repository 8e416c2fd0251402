// The rename proof (docs/decisions/0021-typed-queries.md): on a scratch copy of the repository, renames one column of
// lib/db/schema.ts at a time, its TypeScript property and its database name both, and runs tsc. It prints, per column,
// the type errors and the files they are in, and the files that name the column's database name in their text yet get
// no error: SQL that would fail only at run time.
//
//   npx tsx scripts/check-rename.ts [--ref <git ref>] [table.property ...]
//
// Without --ref it copies the working tree (tracked and untracked files, .gitignore respected); with it, that commit.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// columns whose database names belong to one table each, so a mention in SQL text is a use of that column
const DEFAULT_COLUMNS = [
  "debates.votingEndsAt",
  "debates.isActive",
  "comments.deletedAt",
  "users.suspendedUntil",
  "reports.reviewedAt",
  "appeals.decidedAt",
];
const SCHEMA = "lib/db/schema.ts";
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
const args = process.argv.slice(2);
const refAt = args.indexOf("--ref");
const ref = refAt >= 0 ? args.splice(refAt, 2)[1] : null;
const columns = args.length ? args : DEFAULT_COLUMNS;

const scratch = mkdtempSync(join(tmpdir(), "check-rename-"));
const git = (...a: string[]) => execFileSync("git", ["-C", root, ...a], { maxBuffer: 1 << 28 });
if (ref) {
  execFileSync("tar", ["-x", "-C", scratch], { input: git("archive", ref) });
} else {
  for (const file of git("ls-files", "-z", "-co", "--exclude-standard").toString().split("\0").filter(Boolean)) {
    try {
      cpSync(join(root, file), join(scratch, file));
    } catch {
      // listed but deleted in the working tree
    }
  }
}
symlinkSync(join(root, "node_modules"), join(scratch, "node_modules"));
const files = (
  ref ? git("ls-tree", "-r", "--name-only", "-z", ref) : git("ls-files", "-z", "-co", "--exclude-standard")
)
  .toString()
  .split("\0")
  .filter((f) => SOURCE.test(f) && f !== SCHEMA && !f.startsWith("node_modules/"));
const schema = readFileSync(join(scratch, SCHEMA), "utf8");

type Errors = { count: number; files: Set<string> };
function typecheck(): Errors {
  const run = spawnSync(join(scratch, "node_modules/.bin/tsc"), ["--noEmit", "-p", ".", "--incremental", "false"], {
    cwd: scratch,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const errors = [...run.stdout.matchAll(/^(.+?)\(\d+,\d+\): error TS\d+/gm)];
  return { count: errors.length, files: new Set(errors.map((e) => e[1])) };
}

/** The schema with one column renamed in its table's block: `prop: kind("db_name"` and the block's `t.prop`. */
function renamed(column: string): { text: string; dbName: string } {
  const [table, prop] = column.split(".");
  const start = schema.indexOf(`export const ${table} = pgTable(`);
  if (start < 0) throw new Error(`No table ${table} in ${SCHEMA}`);
  const end = schema.indexOf("\n);\n", start);
  const block = schema.slice(start, end);
  const match = new RegExp(`\\b${prop}: (\\w+)\\("(\\w+)"`).exec(block);
  if (!match) throw new Error(`No column ${prop} in ${table}`);
  const dbName = match[2];
  const next = block
    .replace(match[0], `${prop}Renamed: ${match[1]}("${dbName}_renamed"`)
    .replace(new RegExp(`\\bt\\.${prop}\\b`, "g"), `t.${prop}Renamed`);
  return { text: schema.slice(0, start) + next + schema.slice(end), dbName };
}

const baseline = typecheck();
console.log(`${ref ?? "working tree"}: ${baseline.count} type errors before any rename`);
let totalErrors = 0;
let totalFiles = 0;
let totalSilent = 0;
let totalSilentApp = 0;
// the application's own code, as against its tests and scripts
const inApp = (f: string) => /^(app|components|lib|emails)\//.test(f) && !/\.test\.tsx?$/.test(f);
for (const column of columns) {
  const { text, dbName } = renamed(column);
  writeFileSync(join(scratch, SCHEMA), text);
  const { count, files: failing } = typecheck();
  const word = new RegExp(`\\b${dbName}\\b`);
  const silent = files.filter((f) => !failing.has(f) && word.test(readFileSync(join(scratch, f), "utf8")));
  const errors = count - baseline.count;
  totalErrors += errors;
  totalFiles += failing.size;
  totalSilent += silent.length;
  totalSilentApp += silent.filter(inApp).length;
  console.log(
    `\n${column} (${dbName}): ${errors} errors in ${failing.size} files; ${silent.length} files name it with no error (${silent.filter(inApp).length} in the app)`,
  );
  for (const f of [...failing].sort()) console.log(`  error  ${f}`);
  for (const f of silent) console.log(`  silent ${f}`);
}
writeFileSync(join(scratch, SCHEMA), schema);
console.log(
  `\ntotal: ${totalErrors} errors in ${totalFiles} files; ${totalSilent} files name a renamed column with no error, ${totalSilentApp} of them in the app (app, components, lib, emails; tests and scripts aside)`,
);
rmSync(scratch, { recursive: true, force: true });
