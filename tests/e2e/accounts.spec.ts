import type { APIRequestContext } from "@playwright/test";
import { expect, PASSWORD, registerAccount, signIn, test, unique } from "./fixtures";

const DAY = 86400;

/** The newest link of this kind in the development mailbox. */
async function mailLink(request: APIRequestContext, email: string, path: string) {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const mails = (await res.json()) as { text: string; kind: string }[];
  const link = mails.map((m) => m.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0]).find(Boolean);
  expect(link, `a ${path} link in the mail to ${email}`).toBeTruthy();
  return link!;
}

test.describe("accounts", () => {
  test("the login page names the demo accounts in demo mode", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByTestId("demo-accounts")).toContainText("demo_user");
    await expect(page.getByTestId("demo-accounts")).toContainText("demo_moderator");
    await expect(page.getByTestId("demo-accounts")).toHaveText(
      "Demo accounts: demo_user (user), demo_plus (PV+), demo_moderator (moderator) and demo_admin (admin), password DemoPass123",
    );
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  });

  test("a signed-in user who opens /login, /register or /forgot-password is sent home by the server", async ({
    page,
  }) => {
    await signIn(page, "demo_user");
    for (const path of ["/login", "/register", "/forgot-password", "/login?from=%2Fcreate"]) {
      const res = await page.goto(path);
      expect(new URL(page.url()).pathname, path).toBe("/");
      expect(res?.request().redirectedFrom(), path).not.toBeNull();
    }
  });

  test("register, verify through the mailed link, log in remembered for 30 days, edit the bio, log out", async ({
    page,
    context,
  }) => {
    const { username, email } = unique("e2e");
    await page.goto("/register");
    await expect(page.getByRole("link", { name: "Email Help" })).toHaveAttribute("href", "/email-help");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Development Mode", { exact: true })).toBeVisible();
    await page.waitForURL("**/verify-email");
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

    const verifyLink = await mailLink(page.request, email, "/verify-email");
    await page.goto(verifyLink);
    await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
    await page.waitForURL("**/login");
    // the same link again says so, not 'Email Verified!' a second time
    await page.goto(verifyLink);
    await expect(page.getByRole("heading", { name: "Email already verified" })).toBeVisible();
    await page.waitForURL("**/login");

    await page.getByLabel("Email or Username").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Remember me for 30 days").check();
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const cookie = (await context.cookies()).find((c) => c.name === "pv_session");
    expect(cookie?.httpOnly).toBe(true);
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(30 * DAY - 600);
    expect(lifetime).toBeLessThan(30 * DAY + 600);

    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: username })).toBeVisible();
    await expect(page.getByText("Votes Casted")).toBeVisible();
    await expect(page.getByRole("link", { name: "Create your first debate" })).toHaveAttribute("href", "/create");
    await page.getByLabel("Bio").fill("Hello from the end-to-end test.");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Profile Updated", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.locator("#profile-name ~ p")).toHaveText("Hello from the end-to-end test.");

    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === "pv_session" && c.value))
      .toBe(false);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });

  test("forgot and reset the password: the new one works and the earlier session is gone", async ({
    page,
    browser,
  }) => {
    const { username, email } = unique("rst");
    const reg = await registerAccount(page.request, { username, email, password: PASSWORD });
    expect(reg.status()).toBe(201);
    const verifyToken = new URL(await mailLink(page.request, email, "/verify-email")).searchParams.get("token")!;
    expect((await page.request.get(`/api/auth/verify-email?token=${verifyToken}`)).status()).toBe(200);

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, username, PASSWORD);
    expect((await other.request.get("/api/auth/user")).status()).toBe(200);

    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
    const link = await mailLink(page.request, email, "/reset-password");
    const token = new URL(link).searchParams.get("token")!;
    await expect(page.getByTestId("reset-token")).toHaveText(token);
    await expect(page.getByRole("link", { name: "Use Reset Link" })).toHaveAttribute(
      "href",
      `/reset-password?token=${token}`,
    );

    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("Renewed2Pass");
    await page.getByLabel("Confirm New Password").fill("Renewed2Pass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();

    await signIn(page, username, "Renewed2Pass");
    expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    expect((await other.request.get("/api/auth/user")).status()).toBe(401);
    await other.close();
  });

  test("gates: /profile sends a visitor home, /settings says 'Profile Not Found', /reset-password without a token goes to /login", async ({
    page,
  }) => {
    await page.goto("/profile");
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Profile Not Found" })).toBeVisible();
    await expect(page.getByText("Please log in to view your profile.")).toBeVisible();
    await page.goto("/reset-password");
    await expect(page.getByText("Invalid Reset Link", { exact: true })).toBeVisible();
    // the notice's query is dropped from the address once said
    await page.waitForURL((url) => url.pathname === "/login" && url.search === "");
  });

  test.describe("when the session ends mid-test", () => {
    // confirming the password change revokes this very session while the header polls
    test.use({ sessionEndsDuringTest: true });

    test("change the username and the password from /settings, each confirmed through the mailed link", async ({
      page,
    }) => {
      const { username, email } = unique("chg");
      await registerAccount(page.request, { username, email, password: PASSWORD });
      const verifyToken = new URL(await mailLink(page.request, email, "/verify-email")).searchParams.get("token")!;
      await page.request.get(`/api/auth/verify-email?token=${verifyToken}`);
      await signIn(page, username, PASSWORD);

      const renamed = `${username.slice(0, 16)}_new`;
      await page.goto("/settings");
      await expect(page.getByLabel("Current Username")).toHaveValue(username);
      await page.getByLabel("New Username").fill(renamed);
      await page.getByRole("button", { name: "Change Username" }).click();
      await expect(page.getByText("Verification Email Sent", { exact: true })).toBeVisible();
      await page.goto(await mailLink(page.request, email, "/verify-username-change"));
      await expect(page.getByRole("heading", { name: "Username Changed" })).toBeVisible();
      await page.getByRole("link", { name: "Go to Profile" }).click();
      await expect(page.getByRole("heading", { name: renamed })).toBeVisible();

      await page.getByLabel("Current Password").fill(PASSWORD);
      await page.getByLabel("New Password", { exact: true }).fill("Another3Pass");
      await page.getByLabel("Confirm New Password").fill("Another3Pass");
      await page.getByRole("button", { name: "Change Password" }).click();
      await expect(page.getByText("Verification Email Sent", { exact: true })).toBeVisible();
      await page.goto(await mailLink(page.request, email, "/verify-password-change"));
      await expect(page.getByRole("heading", { name: "Password Changed" })).toBeVisible();
      expect((await page.request.get("/api/auth/user")).status()).toBe(401);
      await signIn(page, renamed, "Another3Pass");
      expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    });
  });
});
