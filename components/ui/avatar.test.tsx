// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UserAvatar } from "@/components/shell/user-avatar";

/** The server's HTML, its image in a given load state, then hydrated as the browser would. */
async function hydrated(state: { complete: boolean; naturalWidth: number }) {
  const page = <UserAvatar username="mara" profileImage="https://img.example/mara.png" />;
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const img = container.querySelector("img")!;
  Object.defineProperty(img, "complete", { value: state.complete });
  Object.defineProperty(img, "naturalWidth", { value: state.naturalWidth });
  await act(async () => void hydrateRoot(container, page));
  return container;
}

describe("AvatarImage", () => {
  it("falls back to the initial when the image failed before the page hydrated (issue 24 item 6.10)", async () => {
    const container = await hydrated({ complete: true, naturalWidth: 0 });
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("M");
  });

  it("keeps an image that loaded, or is still loading", async () => {
    expect((await hydrated({ complete: true, naturalWidth: 64 })).querySelector("img")).not.toBeNull();
    expect((await hydrated({ complete: false, naturalWidth: 0 })).querySelector("img")).not.toBeNull();
  });
});
