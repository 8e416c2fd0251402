"use client";

import { useState } from "react";
import { ExternalLink, Play, VideoOff } from "lucide-react";
import { parseVideo } from "@/lib/debates/video";

const FRAME = "relative aspect-video w-full overflow-hidden rounded-lg bg-black";

/** With a media fragment a browser that preloads metadata only (Safari) still paints the first frame as the poster. */
const withFirstFrame = (url: string) => (url.includes("#") ? url : `${url}#t=0.001`);

/**
 * The debate video per decisions.md. A YouTube embed loads only when asked to play: until then the poster is the
 * video's thumbnail served by this site (GET /api/video-poster/{id}), so the browser contacts no third party.
 * `priority`: the first video on the page (fetched eagerly, high priority); others load lazily.
 */
export function DebateVideo({ url, title, priority = false }: { url: string; title: string; priority?: boolean }) {
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
    return (
      <video
        className={FRAME}
        src={withFirstFrame(video.url)}
        controls
        preload="metadata"
        width={640}
        height={360}
        aria-label={`Video: ${title}`}
      />
    );
  }
  if (video.kind === "link") {
    return (
      <div className={`${FRAME} flex items-center justify-center bg-muted`}>
        <a
          href={video.url}
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
  if (!playing) {
    return (
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className={`${FRAME} group flex items-center justify-center bg-gradient-to-br from-zinc-800 to-black`}
        aria-label={`Play video: ${title}`}
      >
        {/* YouTube's hqdefault is 4:3 with bars; cover crops it to the 16:9 frame. Decorative: the button is labelled.
            A plain img: the route already serves a small cached JPEG, the image optimizer would only add a hop. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={`/api/video-poster/${video.id}`}
          alt=""
          width={480}
          height={270}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : "auto"}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
        <span className="relative flex size-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg transition-transform group-hover:scale-105">
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
