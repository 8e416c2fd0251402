import "./zod-config";
import { z } from "zod";
import { httpUrl } from "./fields";

const INVALID_IMAGE = "Invalid profile image URL";
const imageUrl = httpUrl(INVALID_IMAGE);

// PATCH /api/users/profile: bio and profile image (an empty string clears either), and whether product mail is sent
// (settings' 'Subscribe again').
export const profileSchema = z.object({
  bio: z.string().trim().max(200, "Bio must be less than 200 characters").optional(),
  profileImage: z
    .string()
    .trim()
    .refine((v) => v === "" || imageUrl.safeParse(v).success, INVALID_IMAGE)
    .optional(),
  unsubscribed: z.boolean().optional(),
});

export type ProfileInput = z.infer<typeof profileSchema>;
