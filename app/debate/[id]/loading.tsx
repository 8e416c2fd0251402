import { DebatePageSkeleton } from "@/components/debate/debate-page-skeleton";

export default function DebateLoading() {
  return <DebatePageSkeleton />;
}
