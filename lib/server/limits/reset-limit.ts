import "server-only";
import { limiter } from "./limiter";
import type { LimitName } from "./limits";

export async function resetLimit(name: LimitName, key: string | number) {
  await limiter(name).delete(String(key));
}
