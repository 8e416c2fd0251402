import { afterEach, describe, expect, it, vi } from "vitest";
import { accountLink } from "@/lib/email/account-link";
import { databaseEnv, readEnv, tracingEnv } from "./env";
import { NO_CRON_SECRET, startupCheck } from "./startup-check";

const SECRET = "x".repeat(32);
const production = { NODE_ENV: "production", DATABASE_URL: "postgres://db.example/pv" };

describe("readEnv (decisions.md 'Deployment')", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("in production without DEMO_MODE refuses a missing or short SESSION_SECRET, naming it", () => {
    expect(() => readEnv({ ...production, APP_URL: "https://pv.example" })).toThrow(/^SESSION_SECRET is not set/);
    expect(() => readEnv({ ...production, APP_URL: "https://pv.example", SESSION_SECRET: "short" })).toThrow(
      /^SESSION_SECRET must be at least 32 characters/,
    );
  });

  it("in production without DEMO_MODE refuses a missing APP_URL, naming it", () => {
    expect(() => readEnv({ ...production, SESSION_SECRET: SECRET })).toThrow(/^APP_URL is not set/);
    expect(() => readEnv({ ...production, SESSION_SECRET: SECRET, APP_URL: "" })).toThrow(/^APP_URL is not set/);
    expect(() => readEnv({ ...production, SESSION_SECRET: SECRET, APP_URL: "not a url" })).toThrow(/^APP_URL /);
  });

  it("accepts production with both set, and demo mode with neither", () => {
    expect(readEnv({ ...production, SESSION_SECRET: SECRET, APP_URL: "https://pv.example" }).APP_URL).toBe(
      "https://pv.example",
    );
    expect(readEnv({ ...production, DEMO_MODE: "1" }).DEMO_MODE).toBe(true);
    expect(readEnv({ NODE_ENV: "production" }).DEMO_MODE).toBe(true);
  });

  it("keeps the calibrated proof-of-work cost unless set, and refuses a cost that is not a positive integer", () => {
    expect(readEnv({ NODE_ENV: "production", DEMO_MODE: "1" })).toMatchObject({
      POW_COST: 5000,
      POW_MAX_COUNTER: 2400,
    });
    expect(readEnv({ NODE_ENV: "test", POW_COST: "100", POW_MAX_COUNTER: "50" })).toMatchObject({
      POW_COST: 100,
      POW_MAX_COUNTER: 50,
    });
    expect(readEnv({ NODE_ENV: "development", POW_COST: "" }).POW_COST).toBe(5000);
    expect(() => readEnv({ NODE_ENV: "development", POW_MAX_COUNTER: "0" })).toThrow(/^POW_MAX_COUNTER /);
    expect(() => readEnv({ NODE_ENV: "development", POW_COST: "1.5" })).toThrow(/^POW_COST /);
  });

  it("refuses a CRON_SECRET under 16 characters, naming it, and takes a longer one", () => {
    expect(() => readEnv({ NODE_ENV: "development", CRON_SECRET: "short" })).toThrow(
      /^CRON_SECRET must be at least 16 characters/,
    );
    expect(readEnv({ NODE_ENV: "development", CRON_SECRET: "c".repeat(16) }).CRON_SECRET).toBe("c".repeat(16));
    expect(readEnv({ NODE_ENV: "development", CRON_SECRET: "" }).CRON_SECRET).toBeUndefined();
  });

  it("warns at a production start without CRON_SECRET (the close call then refuses everyone), not in demo mode", () => {
    const site = { ...production, SESSION_SECRET: SECRET, APP_URL: "https://pv.example", TRUST_PROXY: "1" };
    expect(startupCheck(site)).toEqual({ refusal: null, warnings: [NO_CRON_SECRET] });
    expect(startupCheck({ ...site, CRON_SECRET: "c".repeat(32) })).toEqual({ refusal: null, warnings: [] });
    expect(startupCheck({ NODE_ENV: "production", DEMO_MODE: "1", TRUST_PROXY: "1" }).warnings).toEqual([]);
  });

  it("refuses a production start on a serverless host without TRUST_PROXY (no client address could be known), naming it", () => {
    const site = { ...production, SESSION_SECRET: SECRET, APP_URL: "https://pv.example", CRON_SECRET: "c".repeat(16) };
    for (const host of [{ VERCEL: "1" }, { NETLIFY: "true" }, { AWS_LAMBDA_FUNCTION_NAME: "pv" }])
      expect(startupCheck({ ...site, ...host }).refusal).toMatch(/^Refusing to start: TRUST_PROXY is not set/);
    expect(startupCheck({ ...site, VERCEL: "1", TRUST_PROXY: "1" })).toEqual({ refusal: null, warnings: [] });
    // on a Node server of its own the app knows the connection's address: a warning for one behind a proxy
    expect(startupCheck(site).refusal).toBeNull();
    expect(startupCheck(site).warnings).toEqual([expect.stringMatching(/^TRUST_PROXY is not set/)]);
  });

  it("without APP_URL points at the port the server listens on", () => {
    expect(readEnv({ NODE_ENV: "production", DEMO_MODE: "1", PORT: "3517" }).APP_URL).toBe("http://localhost:3517");
    expect(readEnv({ NODE_ENV: "development" }).APP_URL).toBe("http://localhost:3000");
    expect(
      readEnv({ NODE_ENV: "production", DEMO_MODE: "1", PORT: "3517", APP_URL: "https://pv.example" }).APP_URL,
    ).toBe("https://pv.example");
  });

  it("so a mail's link follows a changed PORT in demo mode", () => {
    vi.stubEnv("APP_URL", "");
    vi.stubEnv("PORT", "3517");
    expect(accountLink("/verify-email", "tok")).toBe("http://localhost:3517/verify-email?token=tok");
  });
});

describe("databaseEnv and tracingEnv (read apart from env())", () => {
  it("reads the database's settings as lib/db always has: empty is unset, 10 connections, no named statements", () => {
    expect(databaseEnv({})).toEqual({
      DATABASE_URL: undefined,
      PGLITE_DIR: ".data/pglite",
      DB_POOL_MAX: 10,
      DB_PREPARED_STATEMENTS: false,
    });
    expect(databaseEnv({ DATABASE_URL: "", PGLITE_DIR: "", DB_POOL_MAX: "", DB_PREPARED_STATEMENTS: "" })).toEqual(
      databaseEnv({}),
    );
    expect(databaseEnv({ DB_POOL_MAX: "2", DB_PREPARED_STATEMENTS: "1" })).toMatchObject({
      DB_POOL_MAX: 2,
      DB_PREPARED_STATEMENTS: true,
    });
    expect(() => databaseEnv({ DB_POOL_MAX: "0" })).toThrow(/^DB_POOL_MAX /);
    expect(() => readEnv({ DB_PREPARED_STATEMENTS: "maybe" })).toThrow(/^DB_PREPARED_STATEMENTS /);
  });

  it("turns tracing on with an OTLP endpoint, named peoples-verdict unless OTEL_SERVICE_NAME says otherwise", () => {
    expect(tracingEnv({})).toEqual({ on: false, serviceName: "peoples-verdict" });
    expect(tracingEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SERVICE_NAME: "pv" })).toEqual({
      on: true,
      serviceName: "pv",
    });
    expect(
      tracingEnv({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://c:4318/v1/traces", OTEL_SERVICE_NAME: "" }),
    ).toEqual({ on: true, serviceName: "peoples-verdict" });
  });
});
