import { after } from "next/server";
import { json, withRoute } from "@/lib/api/with-route";
import { registerUser } from "@/lib/server/accounts/register-user";
import { registerSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/register: creates the account (201); a taken email answers the same and its owner is mailed instead.
// Outside demo mode the mail goes after the answer, so the answer's time does not tell whether the email was taken. An
// optional `from` (where sign-in started, a same-site path) rides on the verification link so it leads back there.
export const POST = withRoute({ auth: "public", body: registerSchema }, async ({ body, ip }) => {
  const { emailFailed, developmentMode, mail } = await registerUser({ ...body, ip });
  // in demo mode every mailbox is public anyway, and the mail is in it when the answer arrives
  if (developmentMode) await mail();
  else after(mail);
  const message = emailFailed
    ? "Account created, but we could not send the verification email. Use 'Resend Verification Email' to try again."
    : "Registration successful! Please check your email to verify your account.";
  return json({ message, developmentMode, emailFailed, developmentAutoVerify: false }, 201);
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
