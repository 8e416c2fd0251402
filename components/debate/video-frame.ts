// The frame every kind of debate video fills: 16:9, full width, rounded.
export const VIDEO_FRAME = "relative aspect-video w-full overflow-hidden rounded-lg bg-black";
