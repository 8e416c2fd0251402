// The poster shown when a video's thumbnail cannot be fetched: a dark 16:9 frame (the play button sits on top of it).
export const PLACEHOLDER_POSTER = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#27272a"/><stop offset="1" stop-color="#09090b"/></linearGradient></defs>' +
    '<rect width="480" height="270" fill="url(#g)"/></svg>',
);
export const PLACEHOLDER_TYPE = "image/svg+xml";
