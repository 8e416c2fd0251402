import { render } from "@react-email/render";
import { describe, expect, it } from "vitest";
import AnnouncementEmail from "./announcement-email";
import ReplyNotificationEmail from "./reply-notification-email";
import ResultsEmail from "./results-email";

const UNSUBSCRIBE = "https://pv.example/unsubscribe?u=7&sig=abc";
const verdict = { title: "Trees", winner: "A", A: 6, B: 4, total: 10, positionA: "Plant", positionB: "Pave" } as const;

// Issue 34 item 9: the plain-text results mail put Unsubscribe before "See the results": the call to action leads
describe("product mail's plain text", () => {
  it.each([
    [
      "results",
      "See the results",
      <ResultsEmail
        key="r"
        username="ada"
        title="Trees"
        verdict={verdict}
        debateUrl="https://pv.example/debate/3"
        unsubscribeUrl={UNSUBSCRIBE}
      />,
    ],
    [
      "announcement",
      "Open Inbox",
      <AnnouncementEmail
        key="a"
        username="ada"
        subject="News"
        content="Hello"
        senderName="staff"
        inboxUrl="https://pv.example/inbox"
        unsubscribeUrl={UNSUBSCRIBE}
      />,
    ],
    [
      "reply",
      "Go to Comment",
      <ReplyNotificationEmail
        key="c"
        username="ada"
        replierName="bob"
        debateTitle="Trees"
        content="I disagree"
        commentUrl="https://pv.example/debate/3#comment-9"
        unsubscribeUrl={UNSUBSCRIBE}
      />,
    ],
  ])("the %s mail puts its call to action before the unsubscribe line", async (_kind, action, mail) => {
    const text = await render(mail, { plainText: true });
    expect(text).toContain(action);
    expect(text.indexOf("Unsubscribe")).toBeGreaterThan(text.indexOf(action));
    expect(text).toContain(UNSUBSCRIBE);
  });
});
