import { e2eDatabaseUrl, endVoting } from "./database";
import { expect, newMember, PASSWORD, registerAccount, signIn, test } from "./fixtures";
import { virtualAuthenticator } from "./webauthn";

// Issue 36 item 6: a fresh member votes, deletes their account from settings through the dialog (password and
// username), is signed out; their ballot stays on the debate's board, and the username can be registered again.
test.use({ sessionEndsDuringTest: true });

const SIDE_A = "Keep the ballot";

test("a member deletes their account from settings: signed out, the ballot stays on the board, the name is free", async ({
  page,
}) => {
  const username = await newMember(page.request, "del");
  await signIn(page, username, PASSWORD);
  const categories = (await (await page.request.get("/api/categories")).json()) as { id: number }[];
  const created = await page.request.post("/api/debates", {
    data: {
      title: `Leaving ${Date.now().toString(36)}: should a ballot outlive its account?`,
      description: "A debate made by the 'Delete my account' end-to-end test: one vote, then the voter leaves.",
      categoryId: categories[0].id,
      positionATitle: SIDE_A,
      positionBTitle: "Take it away",
      debateVideo: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/debate/${id}`);
  // the note under the vote buttons says what becomes of the ballot
  await expect(
    page.getByText("If you delete your account, a ballot you have already cast stays counted", { exact: false }),
  ).toBeVisible();
  await page.getByRole("button", { name: `Vote A: ${SIDE_A}` }).click();
  await expect(page.getByText("Thank you for voting!")).toBeVisible();
  const receipt = (await page.getByTestId("receipt-value").innerText()).trim();
  expect(receipt).toMatch(/^[0-9a-f]{64}$/);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Delete My Account", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Delete my account", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Deletion cannot be undone.")).toBeVisible();
  await expect(dialog.getByText("Your username becomes free for others to register.")).toBeVisible();

  // a wrong username is refused under its field, before any call, and changes nothing
  await dialog.getByLabel("Current Password").fill(PASSWORD);
  await dialog.getByLabel(/^Type your username/).fill(`${username}x`);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(dialog.getByText("That is not your username")).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  await dialog.getByLabel(/^Type your username/).fill(username);
  await dialog.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: /Open menu$/ })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  // the ballot is still counted on the board
  await page.goto(`/debate/${id}/ballots`);
  await expect(page.getByTestId("board-status")).toContainText("1 ballot cast");
  if (e2eDatabaseUrl()) {
    await endVoting(id);
    await page.goto(`/debate/${id}/ballots`);
    await expect(page.getByTestId("board-status")).toContainText("The board is final: 1 ballot in 1 batch");
    await expect(page.getByRole("cell", { name: receipt })).toBeVisible();
  }

  // the username and the address are free again
  const again = await registerAccount(page.request, { username, email: `${username}@example.com`, password: PASSWORD });
  expect(again.status(), again.text()).toBe(201);
});

test("a member with a passkey deletes their account with it instead of the password", async ({ page }) => {
  const username = await newMember(page.request, "delpk");
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await signIn(page, username, PASSWORD);
  await page.goto("/settings#passkeys");
  await page.getByLabel("Name for a new passkey").fill("Phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByTestId("passkey")).toHaveCount(1);

  await page.getByRole("button", { name: "Delete my account", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel(/^Type your username/).fill(username);
  await dialog.getByRole("button", { name: "Delete with a passkey instead" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  // the account is gone: its password signs nobody in
  const login = await page.request.post("/api/auth/login", { data: { emailOrUsername: username, password: PASSWORD } });
  expect(login.status()).toBe(401);
  // the passkey is still on the device, but the site no longer knows it
  expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toHaveLength(1);
});
