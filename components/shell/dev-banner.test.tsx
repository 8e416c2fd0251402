// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DevBanner } from "./dev-banner";

afterEach(cleanup);

const FORM = "https://forms.example/bugs";

describe("the red banner", () => {
  it("says in demo mode that every mailbox is public (issue 17)", () => {
    render(<DevBanner demo bugReportUrl={FORM} />);
    expect(screen.getByLabelText("Development notice").textContent).toMatch(
      /^Demo site: every mailbox is public\. This site is still in development/,
    );
  });

  it("says nothing of mailboxes outside demo mode", () => {
    render(<DevBanner demo={false} bugReportUrl={FORM} />);
    expect(screen.getByLabelText("Development notice").textContent).not.toContain("mailbox");
  });
});
