// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetReportedPlays } from "@/lib/debates/report-play";
import { DebateVideo } from "./debate-video";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetReportedPlays();
});

function watchFetch() {
  const fetch = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const playCalls = (fetch: ReturnType<typeof watchFetch>) =>
  (fetch.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => `${init.method} ${url}`);

describe("DebateVideo", () => {
  it("shows a YouTube video as our poster behind a play button, the embed only once pressed", () => {
    const { container } = render(<DebateVideo url="https://youtu.be/M7lc1UVf-VE" title="Cats" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/api/video-poster/M7lc1UVf-VE");
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Cats" }));
    expect(container.querySelector("iframe")?.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0",
    );
  });

  it("says so when there is no video", () => {
    render(<DebateVideo url="" title="Cats" />);
    expect(screen.getByText("No video provided")).toBeTruthy();
  });

  // the two rarer kinds render from a chunk of their own (React.lazy): they appear once it resolves
  it("plays an https .mp4 in the page's own player, from its first frame", async () => {
    render(<DebateVideo url="https://cdn.example.org/debate.mp4" title="Cats" />);
    const video = await screen.findByLabelText("Video: Cats");
    expect(video.tagName).toBe("VIDEO");
    expect(video.getAttribute("src")).toBe("https://cdn.example.org/debate.mp4#t=0.001");
  });

  it("links any other page, opening it apart from the site", async () => {
    render(<DebateVideo url="https://vimeo.com/12345" title="Cats" />);
    const link = await screen.findByRole("link", { name: "Watch the debate video" });
    expect(link.getAttribute("href")).toBe("https://vimeo.com/12345");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
  });

  it("a signed-in member's first press of the poster reports the first play, once", () => {
    const fetch = watchFetch();
    const { unmount } = render(<DebateVideo url="https://youtu.be/M7lc1UVf-VE" title="Cats" reportPlayOf={7} />);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Cats" }));
    expect(playCalls(fetch)).toEqual(["POST /api/debates/7/play"]);
    unmount();
    // the same debate's video again on this page (the hot debate, then its own page): not sent twice
    render(<DebateVideo url="https://youtu.be/M7lc1UVf-VE" title="Cats" reportPlayOf={7} />);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Cats" }));
    expect(playCalls(fetch)).toEqual(["POST /api/debates/7/play"]);
  });

  it("a visitor's player reports nothing", async () => {
    const fetch = watchFetch();
    render(<DebateVideo url="https://youtu.be/M7lc1UVf-VE" title="Cats" />);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Cats" }));
    render(<DebateVideo url="https://cdn.example.org/debate.mp4" title="Dogs" />);
    fireEvent.play(await screen.findByLabelText("Video: Dogs"));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("the linked kinds report a member's first play: the file as it starts, the link as it is followed", async () => {
    const fetch = watchFetch();
    render(<DebateVideo url="https://cdn.example.org/debate.mp4" title="Cats" reportPlayOf={7} />);
    const video = await screen.findByLabelText("Video: Cats");
    fireEvent.play(video);
    fireEvent.play(video);
    render(<DebateVideo url="https://vimeo.com/12345" title="Dogs" reportPlayOf={8} />);
    fireEvent.click(await screen.findByRole("link", { name: "Watch the debate video" }));
    expect(playCalls(fetch)).toEqual(["POST /api/debates/7/play", "POST /api/debates/8/play"]);
  });
});
