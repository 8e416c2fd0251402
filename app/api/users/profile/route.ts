import { withRoute } from "@/lib/api/with-route";
import { updateProfile } from "@/lib/server/users/update-profile";
import { profileSchema } from "@/lib/validation/profile";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// PATCH /api/users/profile: the signed-in user's bio, profile image and product-mail choice
export const PATCH = withRoute({ auth: "user", body: profileSchema }, async ({ actor, body }) => {
  const user = await updateProfile({ actor, ...body });
  return { message: "Profile updated successfully", user };
});

export const { GET, POST, PUT, DELETE } = methodNotAllowed("PATCH");
