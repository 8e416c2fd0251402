// What settings shows of the account's sessions, as lib/server/accounts answers it (GET /api/auth/sessions).

export const DEVICE_TYPES = ["desktop", "mobile", "tablet", "tv", "bot"] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The user agent of a sign-in, parsed (lib/server/accounts/parse-user-agent.ts); null where it did not say. */
export type SessionDevice = {
  /** the browser and its major version, e.g. 'Chrome 131' */
  browser: string | null;
  /** the operating system, e.g. 'Windows 10', 'iOS 17.5' */
  os: string | null;
  type: DeviceType | null;
};

/** One signed-in session of the account. `id` names it in the API and opens nothing: it is not the cookie's secret. */
export type AccountSession = {
  id: string;
  device: SessionDevice;
  /** ISO instants */
  createdAt: string;
  lastActiveAt: string;
  /** the session this request came with */
  current: boolean;
};
