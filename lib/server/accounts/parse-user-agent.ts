import "server-only";
import Bowser from "bowser";
import { DEVICE_TYPES, type DeviceType, type SessionDevice } from "@/lib/sessions/types";

const MAX_PART = 60;
// a user agent is the client's to write: longer than any real one is not parsed
const MAX_USER_AGENT = 1024;

const part = (...words: (string | undefined)[]) => {
  const text = words.filter(Boolean).join(" ").trim().slice(0, MAX_PART);
  return text || null;
};
const major = (version: string | undefined) => version?.split(".")[0];
const isDeviceType = (type: string | undefined): type is DeviceType => DEVICE_TYPES.includes(type as DeviceType);

/**
 * What settings shows of a sign-in's device: the browser with its major version, the system and the kind of device,
 * as bowser reads the user agent. Only this summary is stored, never the agent string.
 */
export function parseUserAgent(userAgent: string | null | undefined): SessionDevice {
  if (!userAgent || userAgent.length > MAX_USER_AGENT) return { browser: null, os: null, type: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  return {
    browser: part(browser.name, major(browser.version)),
    os: part(os.name, os.versionName ?? os.version),
    type: isDeviceType(platform.type) ? platform.type : null,
  };
}
