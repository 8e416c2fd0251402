"use client";

import { useState } from "react";
import { ExternalLink, Play, VideoOff } from "lucide-react";
import { parseVideo } from "@/lib/debates/video";

const FRAME = "relative aspect-video w-full overflow-hidden rounded-lg bg-black";

/**
 * The debate video per decisions.md. A YouTube embed loads only when asked to play: the page stays light
 * and nothing is fetched from YouTube until then.
 */
export function DebateVideo({ url, title }: { url: string; title: string }) {
  const video = parseVideo(url);
  const [playing, setPlaying] = useState(false);

  if (video.kind === "none") {
    return (
      <div className={`${FRAME} flex flex-col items-center justify-center gap-2 bg-muted text-muted-foreground`}>
        <VideoOff className="size-8" aria-hidden />
        <p className="text-sm">No video provided</p>
      </div>
    );
  }
  if (video.kind === "file") {
    return <video className={FRAME} src={video.url} controls preload="metadata" aria-label={`Video: ${title}`} />;
  }
  if (video.kind === "link") {
    return (
      <div className={`${FRAME} flex items-center justify-center bg-muted`}>
        <a href={video.url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
          Watch the debate video
          <ExternalLink className="size-4" aria-hidden />
        </a>
      </div>
    );
  }
  if (!playing) {
    return (
      <button type="button" onClick={() => setPlaying(true)} className={`${FRAME} group flex items-center justify-center bg-gradient-to-br from-zinc-800 to-black`} aria-label={`Play video: ${title}`}>
        <span className="flex size-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform group-hover:scale-105">
          <Play className="ml-1 size-8" fill="currentColor" aria-hidden />
        </span>
      </button>
    );
  }
  return (
    <div className={FRAME}>
      <iframe
        className="absolute inset-0 size-full"
        src={`${video.embedUrl}?autoplay=1&rel=0`}
        title={`Video: ${title}`}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
