import { expect, signIn, test } from "./fixtures";

type Debate = { id: number; title: string };

test.describe("reply notifications", () => {
  test("a reply by demo_plus reaches demo_moderator's inbox and 'Go to Comment' opens it highlighted", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, "demo_moderator");
    const [debate] = (await (await page.request.get("/api/debates?limit=1")).json()) as Debate[];
    // an older thread, then newer ones: the linked reply is not on the first page the tab shows
    const parent = await page.request.post(`/api/debates/${debate.id}/comments`, {
      data: { content: `Moderator's point ${stamp}` },
    });
    expect(parent.status()).toBe(201);
    const parentId = ((await parent.json()) as { id: number }).id;
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await page.request.post(`/api/debates/${debate.id}/comments`, {
            data: { content: `Later thought ${i} ${stamp}` },
          })
        ).status(),
      ).toBe(201);
    }

    const context = await browser.newContext();
    const plus = await context.newPage();
    await signIn(plus, "demo_plus");
    const reply = await plus.request.post(`/api/comments/${parentId}/reply`, {
      data: { content: `A reply worth reading ${stamp}`, debateId: debate.id },
    });
    expect(reply.status()).toBe(201);
    const replyId = ((await reply.json()) as { id: number }).id;
    await context.close();

    await page.goto("/inbox");
    const item = page.getByRole("button", { name: /^demo_plus replied to your comment/ }).first();
    await expect(item).toContainText("(unread)");
    await item.click();
    await expect(page.getByRole("article")).toContainText(`A reply worth reading ${stamp}`);
    await page.getByRole("button", { name: "Go to Comment" }).click();

    await page.waitForURL(`**/debate/${debate.id}#comment-${replyId}`);
    await expect(page.getByRole("tab", { name: /^Comments/ })).toHaveAttribute("aria-selected", "true");
    const target = page.locator(`#comment-${replyId}`);
    await expect(target).toContainText(`A reply worth reading ${stamp}`);
    await expect(target).toHaveAttribute("data-highlighted", "true");
    await expect(target).toBeInViewport();

    const { email } = (await (await page.request.get("/api/auth/user")).json()) as { email: string };
    const mails = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      text: string;
    }[];
    const mail = mails.find((m) => m.subject === "demo_plus replied to your comment");
    expect(mail?.text).toContain(`/debate/${debate.id}#comment-${replyId}`);
  });

  test("a visitor's and demo_user's page HTML and calls carry no comment text", async ({ page, browser }) => {
    const stamp = Date.now().toString(36);
    await signIn(page, "demo_plus");
    const [debate] = (await (await page.request.get("/api/debates?limit=1")).json()) as Debate[];
    const secret = `Members-only remark ${stamp}`;
    expect(
      (await page.request.post(`/api/debates/${debate.id}/comments`, { data: { content: secret } })).status(),
    ).toBe(201);

    const visitor = await browser.newContext();
    const html = await (await visitor.request.get(`/debate/${debate.id}`)).text();
    expect(html).toContain(debate.title.replaceAll("'", "&#x27;"));
    expect(html).not.toContain(secret);
    expect(await (await visitor.request.get(`/api/debates/${debate.id}/comments`)).text()).toBe("[]");
    await visitor.close();

    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    await signIn(user, "demo_user");
    await user.goto(`/debate/${debate.id}#comments`);
    await expect(user.getByText("PV+ Access Required")).toBeVisible();
    expect(await user.content()).not.toContain(secret);
    expect(await (await user.request.get(`/api/debates/${debate.id}/comments`)).text()).toBe("[]");
    await userContext.close();
  });
});
