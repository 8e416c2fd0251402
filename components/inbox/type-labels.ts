export const TYPE_LABELS = {
  direct: "Direct message",
  mass: "Announcement",
  reply: "Reply notification",
  results: "Results",
} as const;
