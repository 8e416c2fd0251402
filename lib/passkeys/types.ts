// What settings shows of the account's passkeys, as lib/server/passkeys answers it (GET /api/auth/passkeys).

/** One passkey of the account; `id` names it in the API (not the credential's id). */
export type AccountPasskey = {
  id: number;
  name: string;
  /** 'multiDevice': synced by its provider (a phone's or a password manager's); 'singleDevice': bound to one key */
  deviceType: "singleDevice" | "multiDevice";
  backedUp: boolean;
  /** ISO instants; lastUsedAt null until it signs in */
  createdAt: string;
  lastUsedAt: string | null;
};
