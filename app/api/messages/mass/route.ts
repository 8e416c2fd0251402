import { json, withRoute } from "@/lib/api/with-route";
import { emailAnnouncement } from "@/lib/server/messages/email-announcement";
import { sendMassMessage } from "@/lib/server/messages/send-mass-message";
import { massMessageSchema } from "@/lib/validation/messages";

// POST /api/messages/mass: a staff announcement to every active user's inbox, then by email to subscribed users
export const POST = withRoute({ auth: "staff", body: massMessageSchema }, async ({ actor, body }) => {
  const { id, recipients } = await sendMassMessage(actor, body);
  const emailed = await emailAnnouncement({ ...body, senderName: actor.username });
  return json({ message: "Mass message sent successfully", id, recipients, emailed }, 201);
});
