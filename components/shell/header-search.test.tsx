// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HeaderSearch } from "./header-search";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => "/" }));

afterEach(cleanup);

describe("the header's search toggle", () => {
  it("names the box it controls only once the box is there (its chunk loads when first wanted)", async () => {
    render(<HeaderSearch />);
    const toggle = screen.getByRole("button", { name: "Search" });
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    // the box's chunk is still on its way: an aria-controls now would name nothing (axe: aria-valid-attr-value)
    expect(toggle.getAttribute("aria-controls")).toBeNull();
    const box = await screen.findByRole("search");
    await waitFor(() => expect(toggle.getAttribute("aria-controls")).toBe(box.id));
  });
});
