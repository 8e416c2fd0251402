import { openFromEnv } from "../lib/db";
import { migrateDb } from "../lib/db/migrate";
import { seedDemo } from "../lib/db/seed";
import { env } from "../lib/env";

const handle = openFromEnv();
await migrateDb(handle);
const seeded = await seedDemo(handle.db, env().DEMO_PASSWORD);
await handle.close();
console.log(seeded ? "Demo data seeded." : "The database already holds the demo data.");
