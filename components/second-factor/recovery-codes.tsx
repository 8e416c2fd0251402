"use client";

import { useState } from "react";
import { Copy, Download } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Recovery codes, shown once: the list, copy and download (a text file), and the button that says they are saved
 * (after which they are never shown again).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `People's Verdict recovery codes\nEach works once, in place of your authenticator's code.\n\n${codes.join("\n")}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = "peoples-verdict-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-3" data-testid="recovery-codes">
      <p className="text-sm font-medium">Save these recovery codes now: they are shown only this once.</p>
      <p className="text-sm text-muted-foreground">
        Each one signs you in once if you lose your authenticator. Keep them somewhere safe, like a password manager.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {/* copy handles its own failure (the button keeps saying Copy) */}
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {copied ? "Copied" : "Copy"}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? "Recovery codes copied" : ""}
      </p>
    </div>
  );
}
