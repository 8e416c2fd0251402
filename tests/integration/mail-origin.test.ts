import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { POST as forgot } from "../../app/api/auth/forgot-password/route";
import { closeDueDebates } from "../../lib/server/results/close-due-debates";
import { emailResults } from "../../lib/server/results/email-results";
import { mailSent } from "../fixtures/after";
import { solvedAltcha } from "../fixtures/altcha";
import { createCategory, endedAgo, insertDebate } from "../fixtures/debates";
import { call } from "../fixtures/http";
import { mailTo } from "../fixtures/mail";
import { createUser } from "../fixtures/users";
import { addVoters, sides } from "../fixtures/voters";

/*
 * Issue 34 item 9: every mail links one origin, APP_URL (decisions.md 'Deployment'; docs/deploy.md). In demo mode
 * without APP_URL that is its default, http://localhost:PORT, whatever Host a request came to: the mail sent while
 * answering a request (verification, reset) and the mail the closing job sends later, outside any request ('Results
 * are in'), link the same site.
 */

afterEach(() => {
  vi.unstubAllEnvs();
});

const originOf = (text: string, path: string) => new URL(text.match(new RegExp(`https?://[^/\\s]+${path}`))![0]).origin;

describe("the origin mail links", () => {
  it("is APP_URL's default for a registration at 127.0.0.1 and for the results mail sent outside a request", async () => {
    const at = { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "x-forwarded-for": "10.9.0.1" };
    const email = "origin.check@example.com";
    const registered = await call(register, "/api/auth/register", {
      method: "POST",
      headers: at,
      body: {
        altcha: await solvedAltcha(),
        username: "origin_check",
        email,
        password: "Password123",
        confirmPassword: "Password123",
      },
    });
    expect(registered.status).toBe(201);
    await mailSent();
    const [verification] = await mailTo(email);
    expect(verification.kind).toBe("verification");

    const debate = await insertDebate({ categoryId: (await createCategory()).id, ...endedAgo(60_000) });
    const [voter] = await addVoters(debate.id, sides(1, 0));
    const { closed } = await closeDueDebates();
    expect(await emailResults(closed)).toBe(1);
    const [results] = await mailTo(voter.email!);
    expect(results.kind).toBe("results");

    expect(originOf(verification.text, "/verify-email")).toBe("http://localhost:3000");
    expect(originOf(results.text, `/debate/${debate.id}`)).toBe("http://localhost:3000");
  });

  it("follows APP_URL on a changed port, and never a Host header, loopback or forged", async () => {
    vi.stubEnv("PORT", "3456");
    const user = await createUser();
    for (const host of ["127.0.0.1:3456", "localhost:3456", "evil.example"]) {
      const res = await call(forgot, "/api/auth/forgot-password", {
        method: "POST",
        body: { email: user.email },
        headers: { host, origin: `http://${host}` },
      });
      expect(res.status).toBe(200);
      await mailSent();
      const [mail] = await mailTo(user.email!);
      expect(originOf(mail.text, "/reset-password")).toBe("http://localhost:3456");
    }
  });
});
