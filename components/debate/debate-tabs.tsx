"use client";

import { useEffect, useState, type ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Debate } from "@/lib/debates/types";
import { useDebate } from "@/lib/hooks/use-debate";

type Tab = "voting" | "comments";
const fromHash = (): Tab | null =>
  window.location.hash === "#comments" || window.location.hash.startsWith("#comment-") ? "comments" : null;

/**
 * Voting and Comments; the #comments fragment (or a #comment-{id} link) opens Comments. The count follows the debate's
 * shared copy (useQuery), which the comment actions revalidate after a post, reply or delete.
 */
export function DebateTabs({
  debate: initial,
  voting,
  comments,
}: {
  debate: Debate;
  voting: ReactNode;
  comments: ReactNode;
}) {
  const { commentCount } = useDebate(initial).debate;
  const [tab, setTab] = useState<Tab>("voting");
  useEffect(() => {
    const sync = () => {
      const next = fromHash();
      if (next) setTab(next);
    };
    const first = setTimeout(sync, 0);
    window.addEventListener("hashchange", sync);
    return () => {
      clearTimeout(first);
      window.removeEventListener("hashchange", sync);
    };
  }, []);

  return (
    // #comments (the cards' comment links) lands on the tabs; the panels keep the ids their tabs point to
    <Tabs id="comments" value={tab} onValueChange={(v) => setTab(v as Tab)} className="scroll-mt-20 gap-2 sm:gap-4">
      <TabsList className="w-full sm:w-fit">
        <TabsTrigger value="voting" className="px-4">
          Voting
        </TabsTrigger>
        <TabsTrigger value="comments" className="px-4">
          Comments ({commentCount})
        </TabsTrigger>
      </TabsList>
      <TabsContent value="voting">{voting}</TabsContent>
      <TabsContent value="comments">{comments}</TabsContent>
    </Tabs>
  );
}
