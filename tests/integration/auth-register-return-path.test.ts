import { describe, expect, it } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { POST as resend } from "../../app/api/auth/resend-verification/route";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { solvedAltcha } from "../fixtures/altcha";

let n = 0;
const post = async (from: unknown) => {
  n += 1;
  const body = {
    username: `back_user_${n}`,
    email: `back.user.${n}@example.com`,
    password: "Password123",
    confirmPassword: "Password123",
    from,
    altcha: await solvedAltcha(),
  };
  return call(register, "/api/auth/register", { method: "POST", body }).then((res) => ({ res, email: body.email }));
};
const verifyLink = async (email: string) => {
  const [mail] = await mailTo(email); // the newest first
  const link = mail.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error("no verification link");
  return new URL(link);
};

describe("POST /api/auth/register with the place sign-in started", () => {
  it("puts a same-site `from` on the mailed verification link, beside the token", async () => {
    const { res, email } = await post("/debate/7");
    expect(res.status).toBe(201);
    const link = await verifyLink(email);
    expect(link.pathname).toBe("/verify-email");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    expect(link.searchParams.get("from")).toBe("/debate/7");
  });

  it.each([["//evil.example"], ["/\\evil.example"], ["https://evil.example/x"], ["%2F%2Fevil.example"], ["/"]])(
    "leaves an unsafe or empty `from` (%s) off the link",
    async (from) => {
      const { res, email } = await post(from);
      expect(res.status).toBe(201);
      expect((await verifyLink(email)).searchParams.has("from")).toBe(false);
    },
  );

  it("mails the plain link when no `from` is sent, and refuses a `from` that is not a string", async () => {
    const { res, email } = await post(undefined);
    expect(res.status).toBe(201);
    expect([...(await verifyLink(email)).searchParams.keys()]).toEqual(["token"]);
    const bad = await post(7);
    expect(bad.res.status).toBe(400);
  });
});

describe("POST /api/auth/resend-verification with the place sign-in started", () => {
  const resendTo = (body: unknown) => call(resend, "/api/auth/resend-verification", { method: "POST", body });

  it("puts the same-site `from` on the new link too, and leaves an unsafe one off", async () => {
    const { email } = await post("/debate/7");
    expect((await resendTo({ email, from: "/debate/7" })).status).toBe(200);
    const link = await verifyLink(email);
    expect(link.searchParams.get("from")).toBe("/debate/7");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{43}$/);

    expect((await resendTo({ email, from: "//evil.example" })).status).toBe(200);
    expect((await verifyLink(email)).searchParams.has("from")).toBe(false);
    expect((await resendTo({ email })).status).toBe(200);
    expect([...(await verifyLink(email)).searchParams.keys()]).toEqual(["token"]);
    expect((await resendTo({ email, from: 7 })).status).toBe(400);
  });
});
