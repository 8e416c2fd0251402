"use client";

import { useState } from "react";
import { Download, Loader2 } from "lucide-react";
import { TOAST_MS } from "@/components/accounts/toast-durations";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest } from "@/lib/api/client";
import { tryAgainIn } from "@/lib/try-again-in";

const EXPORT_URL = "/api/users/me/export";

/** The zip's name from the answer's Content-Disposition, as the server dated it. */
const fileNameOf = (res: Response) =>
  /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "peoples-verdict-my-data.zip";

function failure(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return `You can download your data a few times an hour. ${tryAgainIn(error.retryAfter ?? 60)}`;
  return "Your data could not be downloaded. Please try again.";
}

/**
 * Settings' 'Download my data' (issue 36 item 5): fetches the zip with the session and saves it under the server's
 * dated name; a refusal (the hourly limit, a lost session) is said in a toast, not saved as a file.
 */
export function DownloadMyData() {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const res = await apiRequest("GET", EXPORT_URL);
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(res);
      document.body.append(link);
      link.click();
      link.remove();
      // the download has taken the blob by the time the click returns; the address is let go a moment later
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toast({ title: "Error", description: failure(error), variant: "destructive", duration: TOAST_MS.normal });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 text-sm">
      <p className="text-muted-foreground">
        A zip of everything People&apos;s Verdict keeps about you: your profile, your ballots with their sides, receipts
        and openings, your leans, comments, likes, reports, messages and sessions, and the moderation decisions about
        you with your appeals, each as JSON and CSV, with a README that explains every file.
      </p>
      <Button type="button" variant="outline" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
        Download my data
      </Button>
    </div>
  );
}
