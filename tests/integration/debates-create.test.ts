import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST, GET as listOpen } from "../../app/api/debates/route";
import { getDb } from "../../lib/db";
import { debates, users } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";
import { createCategory } from "../fixtures/debates";

const DAY = 24 * 3600_000;
let categoryId: number;
const valid = () => ({
  title: "Should cities ban cars from their centres?",
  description: "Car-free centres are cleaner and safer, say some; others warn of harm to trade and access.",
  categoryId,
  positionATitle: "Ban the cars",
  positionBTitle: "Keep the cars",
  debateVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  positionADebater: "Alice Green",
  positionBDebater: "Bruno Grey",
});
const post = (body: unknown, cookie?: string) => call(POST, "/api/debates", { method: "POST", body, cookie });
const debateCount = async () => (await getDb().select({ id: debates.id }).from(debates)).length;

beforeAll(async () => {
  categoryId = (await createCategory({ name: "Cities", slug: "cities" })).id;
});

describe("POST /api/debates", () => {
  it("creates the debate with a deadline 7 days after creation, ignoring the client's, and counts it", async () => {
    const user = await createUser({ username: "maker" });
    const res = await post(
      { ...valid(), votingEndsAt: new Date(Date.now() + 3 * DAY).toISOString() },
      await login(user),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ...valid(),
      category: { id: categoryId, name: "Cities", slug: "cities", color: "#123456" },
      creatorInfo: { id: user.id, username: "maker" },
      createdAt: expect.any(String),
      votingEndsAt: expect.any(String),
      isActive: true,
      isFeatured: false,
      voteCount: { total: 0 },
      commentCount: 0,
    });
    expect(new Date(res.body.votingEndsAt).getTime() - new Date(res.body.createdAt).getTime()).toBe(7 * DAY);
    expect(Math.abs(new Date(res.body.createdAt).getTime() - Date.now())).toBeLessThan(60_000);
    const [row] = await getDb().select().from(users).where(eq(users.id, user.id));
    expect(row.debateCount).toBe(1);
    expect((await call(listOpen, "/api/debates")).body[0].id).toBe(res.body.id);
  });

  it("answers 401 to a visitor, 403 to an unverified or suspended user, and creates nothing", async () => {
    const before = await debateCount();
    expect(await post(valid())).toMatchObject({ status: 401, body: { message: "Authentication required" } });
    const unverified = await login(await createUser({ emailVerified: false }));
    expect(await post(valid(), unverified)).toMatchObject({
      status: 403,
      body: { message: "Email verification required" },
    });
    const suspended = await login(
      await createUser({ status: "suspended", suspendedUntil: new Date(Date.now() + DAY) }),
    );
    expect(await post(valid(), suspended)).toMatchObject({
      status: 403,
      body: { message: "Your account is suspended" },
    });
    expect(await debateCount()).toBe(before);
  });

  it("answers 400 with the documented field messages", async () => {
    const cookie = await login(await createUser());
    const res = await post(
      { title: "short", description: "too short", positionATitle: "A", positionBTitle: "B", debateVideo: "" },
      cookie,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Title must be at least 10 characters",
      errors: {
        title: "Title must be at least 10 characters",
        description: "Description must be at least 50 characters",
        categoryId: "Please select a category",
        positionATitle: "Position A title must be at least 3 characters",
        positionBTitle: "Position B title must be at least 3 characters",
        debateVideo: "Video URL is required",
      },
      code: "BAD_REQUEST",
    });
    for (const debateVideo of ["not a url", "javascript:alert(1)", "ftp://example.com/v.mp4"]) {
      const bad = await post({ ...valid(), debateVideo }, cookie);
      expect(bad.body.errors).toEqual({ debateVideo: "Please enter a valid video URL for the debate" });
    }
    const noCategory = await post({ ...valid(), categoryId: 999999 }, cookie);
    expect(noCategory).toMatchObject({
      status: 400,
      body: { message: "Please select a category", errors: { categoryId: "Please select a category" } },
    });
  });

  it("refuses cross-site and non-JSON requests", async () => {
    const cookie = await login(await createUser());
    const cross = await call(POST, "/api/debates", {
      method: "POST",
      body: valid(),
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    const form = await call(POST, "/api/debates", {
      method: "POST",
      rawBody: "title=x",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });

  it("allows 10 debates a day per user, then 429 saying how many a day and when the next can be made (issue 34 item 9)", async () => {
    const cookie = await login(await createUser());
    for (let i = 0; i < 10; i++) expect((await post(valid(), cookie)).status).toBe(201);
    const res = await post(valid(), cookie);
    expect(res.status).toBe(429);
    // the day's window began with the first of the ten, a moment ago: the next one is a day away
    expect(res.body).toEqual({
      message: "You can create up to 10 debates a day, and you have reached that limit. Try again in 24 hours.",
      code: "RATE_LIMITED",
    });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(DAY / 1000 - 120);
    expect(retryAfter).toBeLessThanOrEqual(DAY / 1000);
  });
});
