import { after } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { DEVICE_COOKIE, deviceCookie, deviceTokenOf } from "@/lib/auth/device-cookie";
import { sendNewDeviceMail } from "@/lib/server/accounts/send-new-device-mail";
import { signInWithPasskey } from "@/lib/server/passkeys/sign-in-with-passkey";
import { passkeySignInSchema } from "@/lib/validation/passkeys";

// POST /api/auth/passkeys/sign-in: the browser's answer to the sign-in options; opens a session as a password login
// does (30 days with rememberMe), counted as two factors; a device the account has not signed in from is mailed
export const POST = withRoute(
  { auth: "public", body: passkeySignInSchema },
  async ({ req, body, ip, startSession, setCookie }) => {
    const deviceToken = deviceTokenOf(req.cookies.get(DEVICE_COOKIE)?.value);
    const { sid, user, newDeviceMail } = await signInWithPasskey({
      ...body,
      ip,
      userAgent: req.headers.get("user-agent"),
      deviceToken,
    });
    await startSession(sid, body.rememberMe ?? false);
    setCookie(deviceCookie(deviceToken));
    if (newDeviceMail) after(() => sendNewDeviceMail(newDeviceMail));
    return { message: "Login successful", user };
  },
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
