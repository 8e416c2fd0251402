// The zip of 'Download my data' (decisions.md 'Accounts (2026-12-04)'): README.txt, then each part as pretty JSON
// and as RFC 4180 CSV safe to open in a spreadsheet (lib/results/csv.ts), each data file named by its day.
import { strToU8, zipSync } from "fflate";
import { toCsv } from "@/lib/results/csv";
import { MY_DATA_FILES, MY_DATA_PARTS } from "./files";
import { myDataReadme } from "./readme";
import type { MyData } from "./types";

type Value = string | number | boolean | null | readonly string[];

/** The day (UTC) an archive made at `at` is named by. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The archive's own file name. */
export const myDataArchiveName = (at: Date) => `peoples-verdict-my-data-${dayOf(at)}.zip`;

/** A part's file name without its extension: ballots-2026-12-05. */
const myDataFileName = (name: string, at: Date) => `${name}-${dayOf(at)}`;

const csvValue = (v: Value) => (Array.isArray(v) ? v.join("; ") : (v as Exclude<Value, readonly string[]>));

/** The files of the archive, by name, as text (the zip holds them as UTF-8). */
function myDataFiles(data: MyData, at: Date): Record<string, string> {
  const [profile] = data.profile;
  const files: Record<string, string> = {
    "README.txt": myDataReadme({
      username: profile.username,
      userId: profile.id,
      at,
      fileOf: (name) => myDataFileName(name, at),
    }),
  };
  for (const part of MY_DATA_PARTS) {
    const spec = MY_DATA_FILES[part];
    const columns = Object.keys(spec.columns);
    // only the declared columns, in their order: a field the README does not explain never reaches a file
    const rows = (data[part] as readonly object[]).map((row) =>
      Object.fromEntries(columns.map((c) => [c, (row as Record<string, Value | undefined>)[c] ?? null])),
    );
    const name = myDataFileName(spec.name, at);
    files[`${name}.json`] = `${JSON.stringify(part === "profile" ? rows[0] : rows, null, 2)}\n`;
    files[`${name}.csv`] = toCsv(
      columns,
      rows.map((row) => columns.map((c) => csvValue(row[c]))),
    );
  }
  return files;
}

/** The zip itself. */
export function myDataArchive(data: MyData, at: Date): Uint8Array {
  const files = myDataFiles(data, at);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), {
    level: 6,
    mtime: at,
  });
}
