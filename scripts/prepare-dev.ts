// npm run dev: migrate and seed (demo mode) before next dev opens the database itself.
import { openFromEnv } from "../lib/db";
import { prepareDatabase } from "../lib/db/prepare";

const handle = openFromEnv();
await prepareDatabase(handle);
await handle.close();
