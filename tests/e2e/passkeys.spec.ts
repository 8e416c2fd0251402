import { contextPage, expect, newMember, PASSWORD, registerAccount, signIn, test, unique } from "./fixtures";
import { virtualAuthenticator } from "./webauthn";

test.describe("passkeys", () => {
  // signing out on purpose: the header's polls may meet the ended session
  test.use({ sessionEndsDuringTest: true });

  test("add a passkey in settings, sign out, sign in with it alone, rename and remove it", async ({
    page,
    browser,
  }) => {
    const username = await newMember(page.request, "pk");
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signIn(page, username, PASSWORD);
    await page.goto("/settings#passkeys");
    const panel = page.locator("#passkeys");
    await expect(panel.getByRole("heading", { name: "Passkeys" })).toBeVisible();
    await expect(panel.getByTestId("no-passkeys")).toBeVisible();

    // a name is asked for first (a clear message), then the keyboard alone adds it
    await panel.getByRole("button", { name: "Add a passkey" }).click();
    await expect(panel.getByText("Name is required")).toBeVisible();
    const name = panel.getByLabel("Name for a new passkey");
    await name.fill("Test laptop");
    await name.press("Enter");
    const rows = panel.getByTestId("passkey");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Test laptop");
    await expect(rows.first()).toContainText("Not used to sign in yet");
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);

    const signOut = async () => {
      await page.goto("/settings");
      await page.getByRole("button", { name: "Log Out" }).click();
      // signing out goes home: the next navigation waits for it
      await page.waitForURL((url) => url.pathname === "/", { waitUntil: "load" });
      await expect.poll(async () => (await page.request.get("/api/auth/user")).status()).toBe(401);
    };

    // sign out, then in with the passkey alone through the browser's autofill: the login page arms it (conditional
    // mediation) with a challenge of its own at once, and the virtual authenticator answers it as a pick from the list
    await signOut();
    const armed = page.waitForResponse(
      (r) => r.url().endsWith("/api/auth/passkeys/sign-in-options") && r.request().method() === "POST",
    );
    await page.goto("/login");
    expect((await armed).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(async () => (await page.request.get("/api/auth/user")).status()).toBe(200);

    // and with the button, in a browser without the autofill
    await signOut();
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await page.goto("/login");
    await expect(page.getByLabel("Email or Username")).toHaveAttribute("autocomplete", "username webauthn");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(async () => (await page.request.get("/api/auth/user")).status()).toBe(200);

    await page.goto("/settings#passkeys");
    await expect(rows.first()).toContainText(/Last used \w{3} \d+, \d{4}/);

    // rename in place
    await rows.first().getByRole("button", { name: "Rename the passkey Test laptop" }).click();
    const rename = panel.getByLabel("Passkey name");
    await rename.fill("Work laptop");
    await rename.press("Enter");
    await expect(rows.first()).toContainText("Work laptop");

    // at a phone's width, in the dark theme, the panel fits
    const phone = await contextPage(browser, { width: 390, dark: true });
    try {
      await signIn(phone.page, username, PASSWORD);
      await phone.page.goto("/settings#passkeys");
      await expect(phone.page.getByTestId("passkey")).toContainText("Work laptop");
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await phone.close();
    }

    // remove it, after a confirmation
    await rows.first().getByRole("button", { name: "Remove the passkey Work laptop" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Remove this passkey?");
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(panel.getByTestId("no-passkeys")).toBeVisible();
    expect(await (await page.request.get("/api/auth/passkeys")).json()).toEqual([]);
  });

  test("after verifying an email, the optional offer leads through sign-in to settings' passkeys", async ({ page }) => {
    const { username, email } = unique("pko");
    expect((await registerAccount(page.request, { username, email, password: PASSWORD })).status()).toBe(201);
    const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    const link = mails.map((m) => m.text.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0]).find(Boolean)!;
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Email Verified!" })).toBeVisible();
    const offer = page.getByRole("link", { name: "Sign in and add a passkey" });
    // tabbing into the offer keeps the page (it would move on to login after 2 s)
    await offer.focus();
    await page.waitForTimeout(2500);
    await expect(offer).toBeVisible();
    await offer.press("Enter");
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("from") === "/settings#passkeys");
    await page.getByLabel("Email or Username").fill(username);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/settings");
    await expect(page.locator("#passkeys").getByRole("button", { name: "Add a passkey" })).toBeVisible();
  });
});
