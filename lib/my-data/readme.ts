// The README.txt of 'Download my data': what the archive is, what each file and each column means, what is left out,
// and what happens to a ballot when the account is deleted (decisions.md 'Accounts (2026-12-04)').
import { DELETED_ACCOUNT_RULE } from "@/lib/accounts/deletion-rule";
import { MY_DATA_FILES, MY_DATA_PARTS } from "./files";

const WIDTH = 100;

/** A paragraph wrapped at WIDTH columns: its first line starts with `first`, the others with `rest`. */
function wrap(text: string, first = "", rest = ""): string {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const start = lines.length ? rest : first;
    if (line.length > start.length && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = rest + word;
    } else line = line.length > start.length ? `${line} ${word}` : line + word;
  }
  lines.push(line);
  return lines.join("\n");
}

type ReadmeInput = {
  username: string;
  userId: number;
  /** when the archive was made */
  at: Date;
  /** the dated name of each part's files, without the extension */
  fileOf: (name: string) => string;
};

/** The README's text (LF line ends, a blank line between paragraphs). */
export function myDataReadme({ username, userId, at, fileOf }: ReadmeInput): string {
  const paragraphs = [
    "PEOPLE'S VERDICT: YOUR DATA",
    wrap(
      `This archive was made on ${at.toISOString()} (UTC) for the account "${username}" (number ${userId}). It holds everything People's Verdict keeps about you, and nothing about anyone else: other people appear only as the site shows them publicly (a username, '[deleted user]', or 'People's Verdict moderation' for moderation notices).`,
    ),
    wrap(
      "Each part comes twice, with the same rows: a .json file for programs (UTF-8, indented) and a .csv file for spreadsheets (UTF-8, comma-separated, a header row, RFC 4180 quoting). Times are in UTC, written as 2026-12-05T14:03:00.000Z. An empty CSV cell, or null in JSON, means there is no value. A list (your roles) is separated by '; ' in the CSV.",
    ),
    wrap(
      "A spreadsheet may run a cell that starts with = + - or @ as a formula; so that nothing in this archive can, such a CSV cell has an apostrophe (') put in front of it. The JSON file has the value exactly as it is (an opening can start with '-': copy it from the JSON).",
    ),
    "WHAT IS LEFT OUT",
    wrap(
      "Secrets that keep your account safe: your password (only a one-way hash of it is kept), the keys of your sessions and the links mailed to you. Reports that other people made about you (they would name the person who reported); the moderators' decisions about you are in moderation-actions. Who among the staff took or reviewed a decision. Your network address: it is kept only for the minutes or hours a rate limit counts it, and never with your account.",
    ),
    "YOUR BALLOTS IF YOUR ACCOUNT IS DELETED",
    wrap(DELETED_ACCOUNT_RULE),
    "THE FILES",
    wrap(`README.txt: this file.`),
    ...MY_DATA_PARTS.map((part) => {
      const spec = MY_DATA_FILES[part];
      const file = fileOf(spec.name);
      const columns = Object.entries(spec.columns as Record<string, string>).map(([column, meaning]) =>
        wrap(`${column}: ${meaning}`, "  - ", "    "),
      );
      return [wrap(`${file}.json and ${file}.csv: ${spec.title}. ${spec.about}`), ...columns].join("\n");
    }),
  ];
  return `${paragraphs.join("\n\n")}\n`;
}
