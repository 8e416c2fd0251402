import "./zod-config";
import { z } from "zod";
import { idParam } from "./fields";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/**
 * GET /api/transparency and /transparency: the public log's page, keyset by the last entry shown; or, with `action`,
 * only that action's entry (none when it is not a takedown or punishment), as the ballot verifier looks a void's up.
 */
export const transparencyQuery = z.object({
  cursor: z.preprocess(emptyToUndefined, idParam.optional()),
  action: z.preprocess(emptyToUndefined, idParam.optional()),
});
