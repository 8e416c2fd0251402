"use client";

import { ExternalLink } from "lucide-react";
import { VIDEO_FRAME } from "./video-frame";

type Props = { kind: "file" | "link"; url: string; title: string; onFirstPlay?: () => void };

/**
 * The two rarer kinds of debate video: a .mp4/.webm file in the page's own player, any other https page as a link.
 * `onFirstPlay`: called when the file starts playing or the link is followed (a signed-in member's player only).
 */
export function LinkedVideo({ kind, url, title, onFirstPlay }: Props) {
  if (kind === "file") {
    return (
      <video
        className={VIDEO_FRAME}
        src={withFirstFrame(url)}
        controls
        preload="metadata"
        onPlay={onFirstPlay}
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
        onClick={onFirstPlay}
        onAuxClick={onFirstPlay}
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
