import { afterEach, describe, expect, it } from "vitest";
import { instanceStats, recordConnectionWait, recordMailFailure, resetInstanceStats } from "./instance-stats";

const HOUR_MS = 3_600_000;

describe("instance stats", () => {
  afterEach(() => resetInstanceStats());

  it("keeps the newest 20,000 waits of the hour, whatever the number recorded", () => {
    const now = 1_000_000_000_000;
    // 50,000 waits of 1..50,000 ms, one a millisecond: the last 20,000 are 30,001..50,000 ms
    for (let i = 1; i <= 50_000; i++) recordConnectionWait(i, now - 50_000 + i);
    expect(instanceStats(now).connectionWaitsLastHour).toEqual({
      count: 20_000,
      p50Ms: 40_000,
      p99Ms: 49_800,
      maxMs: 50_000,
    });
  });

  it("forgets what is older than an hour, as recording goes on and when read", () => {
    const now = 1_000_000_000_000;
    for (let i = 0; i < 30; i++) recordConnectionWait(5, now - 2 * HOUR_MS + i * 60_000);
    recordConnectionWait(7, now - HOUR_MS + 1000);
    for (let i = 0; i < 3; i++) recordMailFailure(now - 2 * HOUR_MS + i);
    recordMailFailure(now - 1000);
    expect(instanceStats(now).connectionWaitsLastHour).toEqual({ count: 1, p50Ms: 7, p99Ms: 7, maxMs: 7 });
    expect(instanceStats(now).mailFailuresLastHour).toBe(1);
    expect(instanceStats(now + HOUR_MS).connectionWaitsLastHour.count).toBe(0);
  });
});
