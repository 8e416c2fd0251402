import { Badge } from "@/components/ui/badge";
import { dateTimeSecondsUtc } from "@/lib/format-date";
import { OneClickUnsubscribeButton } from "./one-click-unsubscribe-button";

type Mail = { to: string; subject: string; kind: string; text: string; createdAt: Date };

const LINK = /https?:\/\/[^\s\]]+/g;

/** `oneClick[i]`: the List-Unsubscribe one-click address of mail i (product mail only), shown as a button. */
export function DevMailList({ mails, oneClick = [] }: { mails: Mail[]; oneClick?: (string | null)[] }) {
  if (!mails.length)
    return (
      <p className="rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
        No mail yet.
      </p>
    );
  return (
    <ul className="space-y-4">
      {mails.map((mail, i) => {
        const links = [...new Set(mail.text.match(LINK) ?? [])];
        return (
          <li key={i} className="space-y-2 rounded-lg border border-border bg-card p-4">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline">{mail.kind}</Badge>
              <span className="text-xs text-muted-foreground">{dateTimeSecondsUtc(mail.createdAt)}</span>
            </div>
            <h2 className="font-semibold">{mail.subject}</h2>
            <p className="text-xs text-muted-foreground">To: {mail.to}</p>
            {links.map((href) => (
              <a key={href} href={href} className="block break-all text-sm text-primary underline underline-offset-2">
                {href}
              </a>
            ))}
            {oneClick[i] && (
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span>List-Unsubscribe header:</span>
                <OneClickUnsubscribeButton href={oneClick[i]} />
              </div>
            )}
            <details>
              <summary className="cursor-pointer text-xs text-muted-foreground">Show text</summary>
              <pre className="mt-2 text-xs break-words whitespace-pre-wrap">{mail.text}</pre>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
