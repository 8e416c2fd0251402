import { Link, Text } from "@react-email/components";
import { textStyle } from "./email-layout";

/** The visible unsubscribe line of product mail (announcements, reply notifications, results). */
export function UnsubscribeNote({ url }: { url: string }) {
  return (
    <Text style={{ ...textStyle, fontSize: 13 }}>
      Don&apos;t want announcements, reply notifications and results by email?{" "}
      <Link href={url} style={{ color: "#dc2626" }}>
        Unsubscribe
      </Link>{" "}
      ({url})
    </Text>
  );
}
