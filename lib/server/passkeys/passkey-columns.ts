import "server-only";
import { passkeys } from "@/lib/db/schema";
import type { AccountPasskey } from "@/lib/passkeys/types";

/** What settings shows of a passkey (never its credential id nor its public key). */
export const passkeyColumns = {
  id: passkeys.id,
  name: passkeys.name,
  deviceType: passkeys.deviceType,
  backedUp: passkeys.backedUp,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

type Row = {
  id: number;
  name: string;
  deviceType: string;
  backedUp: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
};

/** A row of passkeyColumns as the API answers it. */
export const toAccountPasskey = (r: Row): AccountPasskey => ({
  id: r.id,
  name: r.name,
  deviceType: r.deviceType === "multiDevice" ? "multiDevice" : "singleDevice",
  backedUp: r.backedUp,
  createdAt: r.createdAt.toISOString(),
  lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
});
