"use client";

import { ExternalLink } from "lucide-react";
import { VIDEO_FRAME } from "./video-frame";

/** The two rarer kinds of debate video: a .mp4/.webm file in the page's own player, any other https page as a link. */
export function LinkedVideo({ kind, url, title }: { kind: "file" | "link"; url: string; title: string }) {
  if (kind === "file") {
    return (
      <video
        className={VIDEO_FRAME}
        src={withFirstFrame(url)}
        controls
        preload="metadata"
        width={640}
        height={360}
        aria-label={`Video: ${title}`}
      />
    );
  }
  return (
    <div className={`${VIDEO_FRAME} flex items-center justify-center bg-muted`}>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Watch the debate video
        <ExternalLink className="size-4" aria-hidden />
      </a>
    </div>
  );
}

/** With a media fragment a browser that preloads metadata only (Safari) still paints the first frame as the poster. */
const withFirstFrame = (url: string) => (url.includes("#") ? url : `${url}#t=0.001`);
