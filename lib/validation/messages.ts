import "./zod-config";
import { z } from "zod";

const FILL_ALL = "Please fill in all fields.";

/** POST /api/messages/mass (document 2, section 5): subject and content both required. */
export const massMessageSchema = z.object({
  subject: z.string({ error: FILL_ALL }).trim().min(1, FILL_ALL).max(200, "Subject must be at most 200 characters"),
  content: z.string({ error: FILL_ALL }).trim().min(1, FILL_ALL).max(5000, "Message must be at most 5000 characters"),
});

export type MassMessageInput = z.infer<typeof massMessageSchema>;
