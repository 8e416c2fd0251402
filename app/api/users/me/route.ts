import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { deleteOwnAccount } from "@/lib/server/accounts/delete-own-account";
import { deleteAccountSchema } from "@/lib/validation/auth";

// DELETE /api/users/me: 'Delete my account', confirmed by the password and the username; signs the browser out
export const DELETE = withRoute(
  { auth: "user", body: deleteAccountSchema },
  async ({ actor, body, ip, endSession }) => {
    const answer = await deleteOwnAccount(actor, body, ip);
    endSession();
    return answer;
  },
);

export const { GET, POST, PUT, PATCH } = methodNotAllowed("DELETE");
