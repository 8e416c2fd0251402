import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as updateProfile } from "../../app/api/users/profile/route";
import { POST as unsubscribe } from "../../app/api/auth/unsubscribe/route";
import { getDb } from "../../lib/db";
import { users } from "../../lib/db/schema";
import { call } from "../fixtures/http";
import { createUser, login } from "../fixtures/users";

const patch = (body: unknown, cookie?: string) =>
  call(updateProfile, "/api/users/profile", { method: "PATCH", body, cookie });
const rowOf = async (id: number) => (await getDb().select().from(users).where(eq(users.id, id)))[0];

describe("PATCH /api/users/profile", () => {
  it("saves bio and profile image and answers the updated user", async () => {
    const user = await createUser();
    const res = await patch(
      { bio: "  I like debates.  ", profileImage: "https://example.com/me.png" },
      await login(user),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: "Profile updated successfully",
      user: expect.objectContaining({
        id: user.id,
        bio: "I like debates.",
        profileImage: "https://example.com/me.png",
        role: "user",
      }),
    });
    expect(await rowOf(user.id)).toMatchObject({ bio: "I like debates.", profileImage: "https://example.com/me.png" });
  });

  it("clears a field sent as an empty string and leaves a missing one", async () => {
    const user = await createUser();
    const cookie = await login(user);
    await patch({ bio: "Hello", profileImage: "https://example.com/a.png" }, cookie);
    expect((await patch({ profileImage: "" }, cookie)).status).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ bio: "Hello", profileImage: null });
  });

  it("answers 401 for a visitor", async () => {
    const res = await patch({ bio: "x" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required", code: "AUTH_REQUIRED" });
  });

  it.each([
    ["a 201-character bio", { bio: "b".repeat(201) }, { bio: "Bio must be less than 200 characters" }],
    ["an image that is not a URL", { profileImage: "not a url" }, { profileImage: "Invalid profile image URL" }],
    ["a javascript: image URL", { profileImage: "javascript:alert(1)" }, { profileImage: "Invalid profile image URL" }],
    [
      "a data: image URL",
      { profileImage: "data:image/png;base64,AAAA" },
      { profileImage: "Invalid profile image URL" },
    ],
  ])("refuses %s with 400 and changes nothing", async (_, body, errors) => {
    const user = await createUser();
    const res = await patch(body, await login(user));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: Object.values(errors)[0], errors, code: "BAD_REQUEST" });
    expect(await rowOf(user.id)).toMatchObject({ bio: null, profileImage: null });
  });

  it("accepts a 200-character bio and refuses an array body", async () => {
    const user = await createUser();
    const cookie = await login(user);
    expect((await patch({ bio: "c".repeat(200) }, cookie)).status).toBe(200);
    const res = await call(updateProfile, "/api/users/profile", {
      method: "PATCH",
      rawBody: "[1]",
      cookie,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "Request body must be a JSON object", code: "BAD_REQUEST" });
  });
});

describe("POST /api/auth/unsubscribe", () => {
  const ANSWER = { success: true, message: "You have been unsubscribed from People's Verdict emails." };

  it("marks the account with this email (any letter case) unsubscribed", async () => {
    const user = await createUser();
    const other = await createUser();
    const res = await call(unsubscribe, "/api/auth/unsubscribe", {
      method: "POST",
      body: { email: user.email!.toUpperCase() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ANSWER);
    expect((await rowOf(user.id)).unsubscribed).toBe(true);
    expect((await rowOf(other.id)).unsubscribed).toBe(false);
  });

  it("answers an unknown email the same way", async () => {
    const res = await call(unsubscribe, "/api/auth/unsubscribe", {
      method: "POST",
      body: { email: "nobody@example.com" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ANSWER);
  });

  it("refuses an invalid email with 400", async () => {
    const res = await call(unsubscribe, "/api/auth/unsubscribe", { method: "POST", body: { email: "a b@c.d" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Invalid email address",
      errors: { email: "Invalid email address" },
      code: "BAD_REQUEST",
    });
  });
});
