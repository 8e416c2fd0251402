import { openFromEnv } from "../lib/db";
import { migrateDb } from "../lib/db/migrate";

const handle = openFromEnv();
await migrateDb(handle);
await handle.close();
console.log("Migrations applied.");
