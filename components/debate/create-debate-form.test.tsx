// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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
