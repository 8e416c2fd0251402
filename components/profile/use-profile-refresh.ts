"use client";

import { useRouter } from "next/navigation";
import { mutateQuery } from "@/lib/api/query";
import { CURRENT_USER_KEY } from "@/lib/api/query-keys";

/** After a change: re-render the server page and refetch the header's user. */
export function useProfileRefresh() {
  const router = useRouter();
  return async () => {
    router.refresh();
    await mutateQuery(CURRENT_USER_KEY);
  };
}
