import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text and numbers alone, and null empty", () => {
    expect(csvCell("Plain title")).toBe("Plain title");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect([csvCell(true), csvCell(false), csvCell(-56.2)]).toEqual(["true", "false", "-56.2"]);
  });

  it("quotes text with a comma, a quote, CR or LF, doubling the quotes", () => {
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell('say "yes"')).toBe('"say ""yes"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("a=b")).toBe("a=b");
  });
});

describe("toCsv", () => {
  it("writes the header and each row, CRLF-terminated", () => {
    expect(
      toCsv(
        ["id", "title"],
        [
          [1, "A, B"],
          [2, null],
        ],
      ),
    ).toBe('id,title\r\n1,"A, B"\r\n2,\r\n');
  });
});
