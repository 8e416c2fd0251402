import { describe, expect, it } from "vitest";
import { parseVideo } from "./video";

const yt = (id: string) => ({ kind: "youtube", id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` });

describe("parseVideo", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=10", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/M7lc1UVf-VE", "M7lc1UVf-VE"],
    ["https://youtu.be/M7lc1UVf-VE?si=abc", "M7lc1UVf-VE"],
    ["https://www.youtube.com/shorts/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["https://www.youtube.com/embed/aqz-KE-bpKQ?start=5", "aqz-KE-bpKQ"],
    ["https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ", "aqz-KE-bpKQ"],
    ["  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ", "dQw4w9WgXcQ"],
  ])("%s embeds video %s", (url, id) => {
    expect(parseVideo(url)).toEqual(yt(id));
  });

  it("does not embed ids that are not 11 characters", () => {
    expect(parseVideo("https://www.youtube.com/watch?v=short").kind).toBe("link");
    expect(parseVideo("https://youtu.be/dQw4w9WgXcQx").kind).toBe("link");
  });

  it("plays direct https .mp4 and .webm files", () => {
    expect(parseVideo("https://cdn.example.com/debate.mp4")).toEqual({
      kind: "file",
      url: "https://cdn.example.com/debate.mp4",
    });
    expect(parseVideo("https://cdn.example.com/a/b.WEBM?x=1")).toEqual({
      kind: "file",
      url: "https://cdn.example.com/a/b.WEBM?x=1",
    });
  });

  it("links any other http(s) URL", () => {
    expect(parseVideo("https://vimeo.com/123")).toEqual({ kind: "link", url: "https://vimeo.com/123" });
    expect(parseVideo("http://example.com/debate.mp4")).toEqual({ kind: "link", url: "http://example.com/debate.mp4" });
  });

  it("shows nothing for empty or non-web URLs", () => {
    expect(parseVideo("")).toEqual({ kind: "none" });
    expect(parseVideo(null)).toEqual({ kind: "none" });
    expect(parseVideo("javascript:alert(1)")).toEqual({ kind: "none" });
    expect(parseVideo("not a url")).toEqual({ kind: "none" });
  });
});
