import { sql } from "drizzle-orm";
import type { Db } from "./index";

/** How long the server lets one of the app's statements run before cancelling it (57014, answered 503). */
export const STATEMENT_TIMEOUT = "1500ms";

/**
 * Sets the statement timeout as the connecting role's default on this database, at deploy time (npm run db:migrate,
 * and every start's migration step). Not a startup parameter: PgBouncer refuses one (08P01) and
 * `ignore_startup_parameters` drops it silently. Not a session SET either: a transaction-mode pooler would hand that
 * session to other clients. Every connection a pooler opens applies the default, and any role may set its own.
 * A script that legitimately runs long statements sets its own session's timeout (scripts/migrate.ts).
 */
export async function setStatementTimeout(db: Db): Promise<void> {
  const { rows } = await db.execute<{ database: string; current: boolean }>(sql`
    select current_database() as database, exists (
      select 1 from pg_db_role_setting s
      join pg_roles r on r.oid = s.setrole join pg_database d on d.oid = s.setdatabase
      where r.rolname = current_user and d.datname = current_database()
        and ${`statement_timeout=${STATEMENT_TIMEOUT}`} = any (s.setconfig)
    ) as current`);
  // written only when it differs: instances starting at once would otherwise update the same catalog row together
  if (rows[0].current) return;
  await db.execute(
    sql`alter role current_user in database ${sql.identifier(rows[0].database)} set statement_timeout = ${sql.raw(`'${STATEMENT_TIMEOUT}'`)}`,
  );
}
