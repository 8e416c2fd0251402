import { ImageResponse } from "next/og";
import { OgCard } from "@/components/debate/og-card";
import { findDebate } from "@/lib/server/debates/find-debate";

export const alt = "A debate on People's Verdict";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// The share card: the motion, both positions, turnout and time left while open; the verdict once closed.
export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const debate = await findDebate(null, id);
  return new ImageResponse(<OgCard debate={debate} now={Date.now()} />, size);
}
