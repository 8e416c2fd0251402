// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { statementText } from "@/lib/moderation/statement-of-reasons";
import { LinkedText } from "./linked-text";

afterEach(cleanup);

// issue 34 item 9: a takedown notice's appeal address was plain text in the inbox
describe("LinkedText", () => {
  it("makes a takedown notice's appeal address a link, and leaves the rest as text", () => {
    const url = "http://127.0.0.1:3000/appeal?action=42";
    const text = `Your debate was taken down.\n\n${statementText({
      decision: "Takedown",
      subject: "Your debate",
      rule: "Spam",
      facts: "Advertising (see https://spam.example/buy).",
      appeal: { url, until: "2026-12-18" },
    })}`;
    const { container } = render(<LinkedText text={text} />);
    const link = screen.getByRole("link", { name: url });
    expect(link.getAttribute("href")).toBe(url);
    // a link ends where its sentence does: the bracket and the full stop after it stay text
    expect(screen.getByRole("link", { name: "https://spam.example/buy" }).getAttribute("href")).toBe(
      "https://spam.example/buy",
    );
    expect(container.textContent).toBe(text);
  });

  it("reads no markup in the text", () => {
    const { container } = render(<LinkedText text={'<b>bold</b> <a href="javascript:x">x</a>'} />);
    expect(container.querySelector("b")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
