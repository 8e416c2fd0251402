import { withRoute } from "@/lib/api/with-route";
import { notFound } from "@/lib/errors";
import { getVideoPoster, VIDEO_ID } from "@/lib/server/media/get-video-poster";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// GET /api/video-poster/{videoId}: a YouTube video's thumbnail served from this site (visitors' browsers contact no
// third party before play), or a placeholder SVG when it cannot be fetched
export const GET = withRoute({ auth: "public" }, async ({ params }) => {
  const videoId = params.videoId ?? "";
  if (!VIDEO_ID.test(videoId)) throw notFound("Video not found");
  const poster = await getVideoPoster(videoId);
  return new Response(poster.body.slice().buffer, {
    headers: {
      "Content-Type": poster.type,
      "Content-Length": String(poster.body.byteLength),
      // a placeholder is retried soon; a thumbnail does not change
      "Cache-Control": poster.placeholder
        ? "public, max-age=60"
        : "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
