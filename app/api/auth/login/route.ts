import { withRoute } from "@/lib/api/with-route";
import { logIn } from "@/lib/server/accounts/log-in";
import { loginSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/login: email or username + password; opens a session (30 days with rememberMe)
export const POST = withRoute({ auth: "public", body: loginSchema }, async ({ body, ip, startSession }) => {
  const { sid, user } = await logIn({ ...body, ip });
  await startSession(sid, body.rememberMe ?? false);
  return { message: "Login successful", user };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
