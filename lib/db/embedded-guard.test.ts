import { afterEach, describe, expect, it, vi } from "vitest";
import { embeddedDatabaseRefusal } from "./embedded-guard";
import { openFromEnv } from "./index";

describe("the embedded database refuses where it does not belong", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each(["VERCEL", "AWS_LAMBDA_FUNCTION_NAME", "NETLIFY", "FUNCTIONS_WORKER_RUNTIME", "K_SERVICE"])(
    "on a serverless host (%s set), even in demo mode, saying to set DATABASE_URL",
    (marker) => {
      const message = embeddedDatabaseRefusal({ [marker]: "1", NODE_ENV: "production", DEMO_MODE: "1" });
      expect(message).toContain("set DATABASE_URL");
      expect(message).toContain(marker);
    },
  );

  it.each(["0", "false", "off", "no", ""])("in production with DEMO_MODE=%j", (demo) => {
    expect(embeddedDatabaseRefusal({ NODE_ENV: "production", DEMO_MODE: demo })).toMatch(
      /set DATABASE_URL.*DEMO_MODE=1 for a demo/,
    );
  });

  it("opens for the README's demo (production, DEMO_MODE unset or on), in development and in tests", () => {
    expect(embeddedDatabaseRefusal({ NODE_ENV: "production" })).toBeNull();
    expect(embeddedDatabaseRefusal({ NODE_ENV: "production", DEMO_MODE: "1" })).toBeNull();
    expect(embeddedDatabaseRefusal({ NODE_ENV: "production", DEMO_MODE: "true" })).toBeNull();
    expect(embeddedDatabaseRefusal({ NODE_ENV: "development", DEMO_MODE: "0" })).toBeNull();
    expect(embeddedDatabaseRefusal({ NODE_ENV: "test", DEMO_MODE: "0" })).toBeNull();
  });

  it("openFromEnv throws the message instead of opening PGlite, and opens PostgreSQL when DATABASE_URL is set", async () => {
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("VERCEL", "1");
    expect(() => openFromEnv()).toThrow(/set DATABASE_URL to a PostgreSQL database/);
    vi.stubEnv("VERCEL", "");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DEMO_MODE", "0");
    expect(() => openFromEnv()).toThrow(/DEMO_MODE is off in production/);
    vi.stubEnv("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none");
    const handle = openFromEnv();
    expect(handle.kind).toBe("pg");
    await handle.close();
  });
});
