import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../lib/db";
import { LIST_CHECKS, syncListChecks } from "../../lib/db/list-checks";
import { REPORT_REASONS } from "../../lib/enums";
import { insertDebate, createCategory } from "../fixtures/debates";
import { createUser } from "../fixtures/users";

// Issue 20, 'Done means': a new report reason is one entry in lib/report-reasons.ts. The database's checks on the
// reason follow the list at the next migration, with no migration file (lib/db/list-checks.ts).
const constraint = async (name: string) =>
  (
    await getDb().execute<{ oid: number; def: string; comment: string | null }>(sql`
      select oid::int, pg_get_constraintdef(oid) as def, obj_description(oid, 'pg_constraint') as comment
      from pg_constraint where conname = ${name}`)
  ).rows[0];

let reportedBy = 0;
let debateId = 0;
const report = (reason: string) =>
  getDb().execute(
    sql`insert into reports (reported_by, target_type, target_id, reason) values (${reportedBy}, 'debate', ${debateId}, ${reason})`,
  );
const action = (rule: string | null) =>
  getDb().execute(
    sql`insert into moderation_actions (target_type, target_id, action, reason, rule) values ('debate', ${debateId}, 'takedown', 'x', ${rule})`,
  );
/** The constraint a refused insert names (failed queries keep its name, not the database's message). */
const refusedBy = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (e: { cause?: { constraint?: string } }) => e.cause?.constraint,
  );
const withReason = (extra: string) => LIST_CHECKS.map((c) => ({ ...c, values: [...c.values, extra] }));

beforeAll(async () => {
  reportedBy = (await createUser()).id;
  debateId = (await insertDebate({ categoryId: (await createCategory()).id })).id;
});

describe("CHECK constraints written from a list in code", () => {
  it("after the migrations, hold every report reason and refuse any other", async () => {
    for (const check of LIST_CHECKS) {
      const found = await constraint(check.name);
      expect(found.comment).toBe(REPORT_REASONS.join(","));
      for (const reason of REPORT_REASONS) expect(found.def).toContain(`'${reason}'`);
    }
    expect(await refusedBy(report("boring"))).toBe("reports_reason_check");
    expect(await refusedBy(action("boring"))).toBe("moderation_actions_rule_check");
    await action(null);
  });

  it("take a reason added to the list at the next migration, and write nothing when the list is unchanged", async () => {
    const before = await constraint("reports_reason_check");
    await syncListChecks(getDb());
    expect((await constraint("reports_reason_check")).oid).toBe(before.oid);

    await syncListChecks(getDb(), withReason("test_only_reason"));
    await report("test_only_reason");
    await action("test_only_reason");
    expect((await constraint("reports_reason_check")).comment).toBe([...REPORT_REASONS, "test_only_reason"].join(","));

    // taking it away again while rows use it fails the migration rather than leaving rows the list does not know
    await expect(syncListChecks(getDb())).rejects.toThrow();
    await getDb().execute(sql`delete from reports where reason = 'test_only_reason'`);
    await getDb().execute(sql`delete from moderation_actions where rule = 'test_only_reason'`);
    await syncListChecks(getDb());
    expect(await refusedBy(report("test_only_reason"))).toBe("reports_reason_check");
  });
});
