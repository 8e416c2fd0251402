// npm run db:setup: the production set-up step after db:migrate (docs/deploy.md): the default categories when there
// are none. Idempotent.
import { getDbHandle } from "../lib/db";
import { ensureDefaultCategories } from "../lib/server/setup/ensure-default-categories";

const handle = getDbHandle();
try {
  const added = await ensureDefaultCategories();
  console.log(
    added.length
      ? `Added ${added.length} default categories: ${added.join(", ")}.`
      : "Categories already exist: nothing to do.",
  );
} catch (error) {
  console.error(`db:setup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
