import { after } from "next/server";
import { json, withRoute } from "@/lib/api/with-route";
import { reportMailFailure } from "@/lib/email/mail-error";
import { emailAnnouncement } from "@/lib/server/messages/email-announcement";
import { sendMassMessage } from "@/lib/server/messages/send-mass-message";
import { assertSudo } from "@/lib/server/second-factor/assert-sudo";
import { massMessageSchema } from "@/lib/validation/messages";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/messages/mass: a staff announcement to every active user's inbox; the email goes out after the answer
export const POST = withRoute({ auth: "staff", body: massMessageSchema }, async ({ actor, body }) => {
  // sudo mode: a message to everyone cannot be taken back (checked here: sendMassMessage is one statement)
  await assertSudo(actor);
  const { id, recipients } = await sendMassMessage(actor, body);
  after(() =>
    emailAnnouncement({ ...body, senderName: actor.username }).catch((error) =>
      reportMailFailure("announcement", error),
    ),
  );
  return json({ message: "Mass message sent successfully", id, recipients }, 201);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
