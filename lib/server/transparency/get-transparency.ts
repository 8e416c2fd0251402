import "server-only";
import type { Transparency } from "@/lib/transparency/types";
import { getTransparencyFigures } from "./get-transparency-figures";
import { listTransparencyLog } from "./list-transparency-log";

/**
 * The public transparency report: the same for every visitor, so it takes no actor (decisions.md 'Moderation people can
 * trust').
 */
export async function getTransparency({ cursor, action }: { cursor?: number; action?: number }): Promise<Transparency> {
  const [months, log] = await Promise.all([getTransparencyFigures(), listTransparencyLog(cursor, action)]);
  return { months, log };
}
