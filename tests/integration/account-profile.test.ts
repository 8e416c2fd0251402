import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as updateProfile } from "../../app/api/users/profile/route";
import { POST as oneClick } from "../../app/api/auth/unsubscribe/one-click/route";
import { POST as unsubscribe } from "../../app/api/auth/unsubscribe/route";
import { getDb } from "../../lib/db";
import { users } from "../../lib/db/schema";
import { unsubscribePageOf } from "../../lib/server/accounts/unsubscribe-page-of";
import { mailSent } from "../fixtures/after";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
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
  const ANSWER = {
    success: true,
    message: "If an account uses that address, we have emailed it a link to unsubscribe in one click.",
  };
  const ask = (email: string) => call(unsubscribe, "/api/auth/unsubscribe", { method: "POST", body: { email } });

  it("stops nothing itself: it mails the address a one-click link, which does (issue 24 item 6.11)", async () => {
    const user = await createUser();
    const res = await ask(user.email!.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ANSWER);
    await mailSent();
    expect((await rowOf(user.id)).unsubscribed).toBe(false);
    const [mail] = await mailTo(user.email!);
    expect(mail).toMatchObject({ subject: "Unsubscribe from People's Verdict emails", kind: "unsubscribe_link" });
    const link = new URL(mail.text.match(/http:\/\/localhost:3000\/unsubscribe\?\S+/)![0]);
    expect(link.searchParams.get("u")).toBe(String(user.id));
    // the page the link opens changes nothing; its one button POSTs the signed one-click address
    const page = await unsubscribePageOf(link.searchParams.get("u"), link.searchParams.get("sig"));
    expect(page).toEqual({
      email: user.email,
      oneClick: expect.stringMatching(/^\/api\/auth\/unsubscribe\/one-click\?/),
    });
    expect((await rowOf(user.id)).unsubscribed).toBe(false);
    const done = await call(oneClick, page!.oneClick, {
      method: "POST",
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(done.status).toBe(200);
    expect((await rowOf(user.id)).unsubscribed).toBe(true);
    expect(await unsubscribePageOf(String(user.id), "forged")).toBeNull();
  });

  it("answers any address alike, in words and headers, and mails nobody for an unknown one", async () => {
    const user = await createUser();
    const known = await ask(user.email!);
    const unknown = await ask("nobody-here@example.com");
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await mailSent();
    expect(await mailTo("nobody-here@example.com")).toEqual([]);
  });

  it("settings can subscribe again (and stop again) through PATCH /api/users/profile", async () => {
    const user = await createUser();
    await getDb().update(users).set({ unsubscribed: true }).where(eq(users.id, user.id));
    const cookie = await login(user);
    expect((await patch({ unsubscribed: false }, cookie)).status).toBe(200);
    expect((await rowOf(user.id)).unsubscribed).toBe(false);
    expect((await patch({ unsubscribed: true }, cookie)).status).toBe(200);
    expect((await rowOf(user.id)).unsubscribed).toBe(true);
    expect((await patch({ unsubscribed: "no" }, cookie)).status).toBe(400);
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
