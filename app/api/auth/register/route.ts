import { json, withRoute } from "@/lib/api/with-route";
import { registerUser } from "@/lib/server/accounts/register-user";
import { registerSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/register: creates the account and mails the verification link (201)
export const POST = withRoute({ auth: "public", body: registerSchema }, async ({ body, ip }) => {
  const { emailFailed, developmentMode } = await registerUser({ ...body, ip });
  const message = emailFailed
    ? "Account created, but we could not send the verification email. Use 'Resend Verification Email' to try again."
    : "Registration successful! Please check your email to verify your account.";
  return json({ message, developmentMode, emailFailed, developmentAutoVerify: false }, 201);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
