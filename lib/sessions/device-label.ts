import type { SessionDevice } from "./types";

/** 'Chrome 131 on Windows 10', 'Safari 17.5 on iOS 17.5', or as much of it as the user agent told. */
export function deviceLabel(device: SessionDevice | null): string {
  const browser = device?.browser;
  const os = device?.os;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "An unknown browser";
}
