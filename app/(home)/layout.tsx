import type { ReactNode } from "react";
import { loadHomeShared } from "./load-home";

// Above the page's loading boundary, so a database outage fails the home before any byte is streamed (a 503 page
// from scripts/start.ts, never a 200 skeleton with the error inside, which the visitors' copy would then share).
export default async function HomeLayout({ children }: { children: ReactNode }) {
  await loadHomeShared();
  return children;
}
