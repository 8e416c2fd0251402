/** What unsubscribing stops (product mail), and what it does not. */
export function WhatStops() {
  return (
    <div className="mb-4 rounded-md bg-muted p-3 text-sm">
      <p className="mb-1 font-medium">What stops:</p>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>Announcements from the People&apos;s Verdict team</li>
        <li>Notifications when someone replies to your comments</li>
        <li>Results when a debate you voted in closes</li>
      </ul>
      <p className="mt-2 text-muted-foreground">
        Your inbox on the site keeps every message, and account and security emails are still sent.
      </p>
    </div>
  );
}
