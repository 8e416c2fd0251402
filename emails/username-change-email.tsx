import { Text } from "@react-email/components";
import { EmailLayout, textStyle } from "./email-layout";

export const USERNAME_CHANGE_SUBJECT = "Confirm your new People's Verdict username";

type Props = { username: string; newUsername: string; url: string };

export default function UsernameChangeEmail({ username, newUsername, url }: Props) {
  return (
    <EmailLayout
      username={username}
      preview={`Confirm your new username ${newUsername}`}
      heading="Confirm your username change"
      action={{ label: "Confirm Username Change", url }}
      footnote="This link works once and expires in 1 hour. If you did not ask for this change, ignore this email and your username stays the same."
    >
      <Text style={textStyle}>
        You asked to change your username from {username} to {newUsername}. Confirm the change with the link below.
      </Text>
    </EmailLayout>
  );
}
