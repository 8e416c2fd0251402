"use client";

import { mutateQuery } from "@/lib/api/query";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { failureMessage } from "@/components/moderation/use-report-actions";
import { apiRequest } from "@/lib/api/client";
import { ADMIN_CATEGORIES_KEY } from "@/lib/api/query-keys";
import { toast } from "@/components/ui/use-toast";

type Change = {
  method: "POST" | "PATCH" | "DELETE";
  url: string;
  body?: unknown;
  done: string;
  failed: string;
  description: string;
};

/** One category change: the call, a toast either way, the list refetched. True on success. */
export async function changeCategory({ method, url, body, done, failed, description }: Change): Promise<boolean> {
  try {
    await apiRequest(method, url, body);
    toast({ title: done, description, duration: TOAST_MS.normal });
    return true;
  } catch (error) {
    toast({ title: failed, description: failureMessage(error), variant: "destructive", duration: TOAST_MS.normal });
    return false;
  } finally {
    await mutateQuery(ADMIN_CATEGORIES_KEY);
  }
}
