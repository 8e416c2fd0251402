// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DebateVideo } from "./debate-video";

afterEach(cleanup);

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
});
