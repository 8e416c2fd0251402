import "server-only";
import type { ReactElement } from "react";
import { trySendEmail } from "./send-email";
import { unsubscribeHeaders, unsubscribeLinks } from "@/lib/email/unsubscribe-link";

/** The kinds of product mail: they carry the unsubscribe links (the development mailbox shows the one-click one). */
const PRODUCT_MAIL_KINDS = ["announcement", "reply", "results"] as const;
export const isProductMailKind = (kind: string) => (PRODUCT_MAIL_KINDS as readonly string[]).includes(kind);

type ProductMail = {
  to: { id: number; email: string };
  subject: string;
  kind: (typeof PRODUCT_MAIL_KINDS)[number];
  /** the template, given the visible unsubscribe page's link for its footer */
  react: (unsubscribeUrl: string) => ReactElement;
};

/**
 * Product mail (announcements, reply notifications, results): the template with its unsubscribe link and the RFC 8058
 * one-click headers. A failed send is reported, never thrown; answers whether it went out.
 */
export async function sendProductMail({ to, subject, kind, react }: ProductMail): Promise<boolean> {
  const links = unsubscribeLinks(to);
  return trySendEmail({
    to: to.email,
    subject,
    kind,
    react: react(links.page),
    headers: unsubscribeHeaders(links.oneClick),
  });
}
