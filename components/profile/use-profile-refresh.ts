"use client";

import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { CURRENT_USER_KEY } from "@/lib/api/swr-keys";

/** After a change: re-render the server page and refetch the header's user. */
export function useProfileRefresh() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return async () => {
    router.refresh();
    await mutate(CURRENT_USER_KEY);
  };
}
