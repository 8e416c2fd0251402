import type { ReactNode } from "react";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";

const styles = {
  body: { backgroundColor: "#f6f6f6", fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", borderRadius: 8, margin: "0 auto", maxWidth: 520, padding: "32px 28px" },
  brand: {
    color: "#dc2626",
    fontSize: 14,
    fontWeight: 700,
    letterSpacing: 1,
    margin: 0,
    textTransform: "uppercase" as const,
  },
  heading: { color: "#111111", fontSize: 22, margin: "16px 0" },
  text: { color: "#333333", fontSize: 15, lineHeight: "24px" },
  button: {
    backgroundColor: "#dc2626",
    borderRadius: 6,
    color: "#ffffff",
    display: "inline-block",
    fontWeight: 600,
    padding: "12px 20px",
  },
  link: { color: "#dc2626", wordBreak: "break-all" as const },
  small: { color: "#777777", fontSize: 12, lineHeight: "18px" },
};

type EmailLayoutProps = {
  /** the greeting's name: 'Hi {username},' opens the body */
  username: string;
  /** the inbox's preview line; the heading when absent */
  preview?: string;
  heading: string;
  children: ReactNode;
  action: { label: string; url: string };
  /** after the call to action, before the footnote: product mail's unsubscribe line */
  after?: ReactNode;
  footnote: string;
};

/** The frame every account mail shares: heading, greeting, body, one call to action with its raw link, footnote. */
export function EmailLayout({
  username,
  heading,
  preview = heading,
  children,
  action,
  after,
  footnote,
}: EmailLayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>People&apos;s Verdict</Text>
          <Heading style={styles.heading}>{heading}</Heading>
          <Section style={styles.text}>
            <Text style={styles.text}>Hi {username},</Text>
            {children}
          </Section>
          <Section style={{ margin: "24px 0" }}>
            <Button href={action.url} style={styles.button}>
              {action.label}
            </Button>
          </Section>
          <Text style={styles.text}>If the button does not work, copy this link into your browser:</Text>
          <Text style={styles.text}>
            <Link href={action.url} style={styles.link}>
              {action.url}
            </Link>
          </Text>
          {after}
          <Hr />
          <Text style={styles.small}>{footnote}</Text>
        </Container>
      </Body>
    </Html>
  );
}

export const textStyle = styles.text;

/** A staff member's reason, quoted. */
export function ReasonQuote({ reason }: { reason: string }) {
  return (
    <Text style={{ ...styles.text, whiteSpace: "pre-line", borderLeft: "3px solid #dc2626", paddingLeft: 12 }}>
      Reason: {reason}
    </Text>
  );
}

/** The footnote of mail about the account itself (sent whatever the unsubscribe flag). */
export const ACCOUNT_MAIL_FOOTNOTE =
  "This is a message about your account: it is sent whether or not you receive announcements by email.";
