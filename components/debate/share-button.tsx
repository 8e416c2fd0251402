"use client";

import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied!" });
  } catch {
    toast({
      title: "Share failed",
      description: "Unable to share or copy the link. Please try again.",
      variant: "destructive",
    });
  }
}

/** Native share when the browser has it; otherwise, or when it fails, copy `{origin}/debate/{id}`. */
export async function shareDebate(id: number, title: string) {
  const url = `${window.location.origin}/debate/${id}`;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyLink(url);
}

type Props = { id: number; title: string; size?: "sm" | "default"; variant?: "outline" | "ghost" };

export function ShareButton({ id, title, size = "sm", variant = "outline" }: Props) {
  return (
    <Button type="button" variant={variant} size={size} onClick={() => void shareDebate(id, title)}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
