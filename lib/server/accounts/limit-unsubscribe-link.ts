import "server-only";
import { consumeLimit } from "@/lib/server/limits/consume-limit";

/** The per-address limit of /unsubscribe's mailed link: counted for every address, known or not, before the answer. */
export async function limitUnsubscribeLink({ email }: { email: string }) {
  await consumeLimit("unsubscribeLink", email.toLowerCase());
}
