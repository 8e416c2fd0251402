"use client";

import { lazy, Suspense, useState } from "react";
import { Play, VideoOff } from "lucide-react";
import { reportFirstPlay } from "@/lib/debates/report-play";
import { parseVideo } from "@/lib/debates/video";
import { VIDEO_FRAME as FRAME } from "./video-frame";

// A video file or a link to another site is the rarer kind (most debates link YouTube): a chunk of its own.
const LinkedVideo = lazy(() => import("./linked-video").then((m) => ({ default: m.LinkedVideo })));

/**
 * The debate video per decisions.md. A YouTube embed loads only when asked to play: until then the poster is the
 * video's thumbnail served by this site (GET /api/video-poster/{id}), so the browser contacts no third party.
 * `priority`: the first video on the page (fetched eagerly, high priority); others load lazily.
 * `reportPlayOf`: for a signed-in member only, the debate whose video's first start is reported to the server (a lean
 * recorded after it is late); unset for visitors, whose players report nothing.
 */
export function DebateVideo({
  url,
  title,
  priority = false,
  reportPlayOf,
}: {
  url: string;
  title: string;
  priority?: boolean;
  reportPlayOf?: number;
}) {
  const video = parseVideo(url);
  const [playing, setPlaying] = useState(false);
  const onFirstPlay = reportPlayOf === undefined ? undefined : () => reportFirstPlay(reportPlayOf);

  if (video.kind === "none") {
    return (
      <div className={`${FRAME} flex flex-col items-center justify-center gap-2 bg-muted text-muted-foreground`}>
        <VideoOff className="size-8" aria-hidden />
        <p className="text-sm">No video provided</p>
      </div>
    );
  }
  if (video.kind === "file" || video.kind === "link") {
    return (
      <Suspense fallback={<div className={FRAME} />}>
        <LinkedVideo kind={video.kind} url={video.url} title={title} onFirstPlay={onFirstPlay} />
      </Suspense>
    );
  }
  if (!playing) {
    return (
      <button
        type="button"
        onClick={() => {
          onFirstPlay?.();
          setPlaying(true);
        }}
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
