import { contextPage, expect, newMember, PASSWORD, signIn, test } from "./fixtures";

test.describe("sessions in settings", () => {
  test("two browsers signed in as one member: the first ends the second from settings, which is signed out on its next navigation", async ({
    page,
    browser,
  }) => {
    const username = await newMember(page.request, "ses");
    const email = `${username}@example.com`;
    await signIn(page, username, PASSWORD);
    const second = await contextPage(browser);
    try {
      await signIn(second.page, username, PASSWORD);
      await second.page.goto("/settings");
      await expect(second.page.getByTestId("session")).toHaveCount(2);

      // the second browser was a device the account had not used: its owner was told, once
      const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        kind: string;
        text: string;
      }[];
      const newDevice = mails.filter((m) => m.kind === "new_device");
      expect(newDevice).toHaveLength(1);
      expect(newDevice[0].text).toMatch(/\/settings#sessions/);
      expect(newDevice[0].text).toMatch(/\/forgot-password/);

      await page.goto("/settings");
      await expect(page.getByRole("heading", { name: "Where You're Signed In" })).toBeVisible();
      const sessions = page.getByTestId("session");
      await expect(sessions).toHaveCount(2);
      await expect(sessions.first()).toContainText("This device");
      await expect(sessions.filter({ hasText: "This device" })).toHaveCount(1);
      for (const s of await sessions.all()) {
        await expect(s).toContainText(/^Chrome \d+ on (Windows|Linux)/);
        await expect(s).toContainText(/Signed in \w{3} \d+, \d{4}/);
        await expect(s).toContainText(/Last active \w{3} \d+, \d{4}/);
      }

      const other = sessions.filter({ hasNotText: "This device" });
      await other.getByRole("button", { name: /^End the session on Chrome \d+ on (Windows|Linux)/ }).click();
      await expect(sessions).toHaveCount(1);
      await expect(sessions.first()).toContainText("This device");
      await expect(page.getByRole("button", { name: "End all other sessions" })).toHaveCount(0);

      // the second browser's next navigation finds itself signed out; the first is still in
      await second.page.goto("/settings");
      await expect(second.page.getByText("Profile Not Found", { exact: true })).toBeVisible();
      expect((await second.page.request.get("/api/auth/user")).status()).toBe(401);
      await page.reload();
      await expect(page.getByTestId("session")).toHaveCount(1);
      expect((await page.request.get("/api/auth/user")).status()).toBe(200);
    } finally {
      await second.close();
    }
  });
});
