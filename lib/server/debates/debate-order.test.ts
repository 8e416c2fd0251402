import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { DEBATE_SORT_KEYS, DEBATE_SORTS, SORT_COLUMNS, type DebateStatus } from "@/lib/debates/sorts";
import { debateOrder } from "./debate-order";
import type { RowKey } from "./debate-views-query";

// a row's keys as the list query gives them: timestamps as microseconds since 1970 in text, integers as numbers
const key: RowKey = { id: 42, createdAt: "1764288000123456", votingEndsAt: "1764892800000000", voteTotal: 1234 };
const lists = (["open", "ended"] as DebateStatus[]).flatMap((status) =>
  DEBATE_SORT_KEYS.map((sort) => [status, sort] as const),
);

describe("debateOrder", () => {
  it.each(lists)("reads back the cursor it wrote (%s, %s), whatever the kind of its sort column", (status, sort) => {
    const order = debateOrder(status, sort);
    const column = DEBATE_SORTS[sort].column;
    expect(order.readCursor(order.cursorFor(key))).toEqual({ value: key[column], id: 42 });
  });

  it.each(lists)("refuses a cursor of another list or sort (%s, %s)", (status, sort) => {
    const order = debateOrder(status, sort);
    for (const [otherStatus, otherSort] of lists) {
      if (otherStatus === status && otherSort === sort) continue;
      expect(() => order.readCursor(debateOrder(otherStatus, otherSort).cursorFor(key))).toThrow(AppError);
    }
  });

  it("refuses a cursor whose value is not of its column's kind", () => {
    for (const sort of DEBATE_SORT_KEYS) {
      const wrong = SORT_COLUMNS[DEBATE_SORTS[sort].column] === "integer" ? "1234" : 1234;
      const forged = Buffer.from(JSON.stringify([`open:${sort}`, wrong, 42])).toString("base64url");
      expect(() => debateOrder("open", sort).readCursor(forged)).toThrow("Invalid cursor");
    }
  });
});
