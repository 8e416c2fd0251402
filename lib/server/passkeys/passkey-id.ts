import "server-only";
import { notFound } from "@/lib/errors";

export const PASSKEY_NOT_FOUND = "Passkey not found";

/** The {id} of a passkey route as a number; anything else is a passkey that does not exist (404). */
export function passkeyId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,9}$/.test(raw) || !Number.isSafeInteger(id)) throw notFound(PASSKEY_NOT_FOUND);
  return id;
}
