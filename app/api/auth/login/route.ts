import { withRoute } from "@/lib/api/with-route";
import { logIn } from "@/lib/server/accounts/log-in";
import { loginSchema } from "@/lib/validation/auth";

// POST /api/auth/login: email or username + password; opens a session (30 days with rememberMe)
export const POST = withRoute({ auth: "public", body: loginSchema }, async ({ body, ip, startSession }) => {
  const { sid, user } = await logIn({ ...body, ip });
  await startSession(sid, body.rememberMe ?? false);
  return { message: "Login successful", user };
});
