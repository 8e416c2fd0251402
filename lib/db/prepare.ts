import { env } from "../env";
import type { DbHandle } from "./index";
import { migrateDb } from "./migrate";
import { seedDemo } from "./seed";

/** At every start: apply pending migrations; in demo mode, seed an empty database. */
export async function prepareDatabase(handle: DbHandle, log: (line: string) => void = console.log) {
  await migrateDb(handle);
  if (env().DEMO_MODE && (await seedDemo(handle.db, env().DEMO_PASSWORD))) {
    log("Seeded the demo data (demo_user, demo_plus, demo_moderator, demo_admin).");
  }
}
