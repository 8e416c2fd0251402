// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatInstant } from "@/lib/format-date";
import { stubFetch } from "../../tests/fixtures/stub-fetch";
import { CreateDebateForm } from "./create-debate-form";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

afterEach(cleanup);

const CATEGORIES = [
  { id: 1, name: "Politics", slug: "politics", color: "#dc2626" },
  { id: 2, name: "Technology", slug: "technology", color: "#2563eb" },
];

// Issue 24, item 4: what the Nu HTML Checker found on /create
describe("the create form's markup", () => {
  it("has no empty <option> without a label: the category's placeholder is an option with its words", () => {
    const { container } = render(<CreateDebateForm categories={CATEGORIES} />);
    const options = [...container.querySelectorAll("option")];
    expect(options.filter((o) => !o.textContent?.trim() && !o.label)).toEqual([]);
    const category = screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement;
    expect([...category.options].map((o) => o.textContent)).toEqual(["Select a category", "Politics", "Technology"]);
    expect(category.value).toBe("");
  });

  it("has no link with a type attribute (Cancel is a link, not a button)", () => {
    const { container } = render(<CreateDebateForm categories={CATEGORIES} />);
    expect(container.querySelectorAll("a[type]")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/");
  });
});

// Issue 34 item 9: past the day's debates the form says how many a day and when the next one can be made
describe("the day's limit", () => {
  const LIMIT = "You can create up to 10 debates a day, and you have reached that limit. Try again in 5 hours.";
  const fill = (id: string, value: string) => fireEvent.change(document.getElementById(id)!, { target: { value } });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("stays in the form with the server's words and the moment, on the reader's clock, the next can be made", async () => {
    const fetch = stubFetch((url, init) =>
      url.includes("/api/debates") && init?.method === "POST"
        ? { status: 429, body: { message: LIMIT, code: "RATE_LIMITED" }, headers: { "Retry-After": "18000" } }
        : { status: 200, body: CATEGORIES },
    );
    render(<CreateDebateForm categories={CATEGORIES} />);
    fill("title", "Should cities ban cars from their centres?");
    fireEvent.change(screen.getByRole("combobox", { name: "Category" }), { target: { value: "1" } });
    fill("description", "Car-free centres are cleaner and safer, say some; others warn of harm to trade and access.");
    fill("debateVideo", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    fill("positionATitle", "Ban the cars");
    fill("positionBTitle", "Keep the cars");
    const before = Date.now();
    fireEvent.click(screen.getByRole("button", { name: "Create Debate" }));

    const alert = await screen.findByRole("alert");
    const after = Date.now();
    expect(fetch).toHaveBeenCalledWith("/api/debates", expect.objectContaining({ method: "POST" }));
    expect(alert.textContent).toContain(LIMIT);
    // 18,000 s after the answer, written as the site writes a suspension's end (the minute may tick meanwhile)
    const moments = [before, after].map((t) => formatInstant(new Date(t + 18_000_000)));
    expect(moments.map((m) => `${LIMIT} You can create your next debate after ${m}.`)).toContain(alert.textContent);
  });
});
