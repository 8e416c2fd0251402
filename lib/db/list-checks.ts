import { sql } from "drizzle-orm";
import { REPORT_REASONS } from "../enums";
import type { Db } from "./index";

/**
 * CHECK constraints whose values are a list in code that grows (the report reasons): written from the list here, at
 * every migration (lib/db/migrate.ts), not by a migration file, so adding a value is an edit of the list alone
 * (docs/adding-a-report-reason.md). drizzle-kit does not know these constraints (lib/db/schema.ts leaves them out;
 * migration 0010 dropped its own copies). Each carries the list it was written from as its comment: a migration whose
 * list is unchanged writes nothing. Removing a value still in use fails the migration, as it should.
 */
type ListCheck = { table: string; name: string; column: string; values: readonly string[]; nullable?: true };

export const LIST_CHECKS: readonly ListCheck[] = [
  { table: "reports", name: "reports_reason_check", column: "reason", values: REPORT_REASONS },
  {
    table: "moderation_actions",
    name: "moderation_actions_rule_check",
    column: "rule",
    values: REPORT_REASONS,
    nullable: true,
  },
];

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

function condition({ column, values, nullable }: ListCheck): string {
  const inList = `${column} in (${values.map(literal).join(", ")})`;
  return nullable ? `${column} is null or ${inList}` : inList;
}

export async function syncListChecks(db: Db, checks: readonly ListCheck[] = LIST_CHECKS): Promise<void> {
  for (const check of checks) {
    const written = check.values.join(",");
    const { rows } = await db.execute<{ comment: string | null }>(sql`
      select obj_description(c.oid, 'pg_constraint') as comment from pg_constraint c
      where c.conname = ${check.name} and c.conrelid = ${check.table}::regclass`);
    if (rows[0]?.comment === written) continue;
    // one statement: a concurrent reader never sees the table without its check
    await db.execute(
      sql.raw(
        `alter table "${check.table}" drop constraint if exists "${check.name}", add constraint "${check.name}" check (${condition(check)})`,
      ),
    );
    await db.execute(sql.raw(`comment on constraint "${check.name}" on "${check.table}" is ${literal(written)}`));
  }
}
