import "server-only";
import { cache } from "react";
import { getHotDebate } from "@/lib/server/debates/get-hot-debate";
import { listCategories } from "@/lib/server/debates/list-categories";
import { pageData } from "@/lib/outage";

/** The home's hot debate and categories, once per request for the layout and the page. */
export const loadHomeShared = cache(() =>
  pageData(async () => {
    const [hot, categories] = await Promise.all([getHotDebate(), listCategories()]);
    return { hot, categories };
  }),
);
