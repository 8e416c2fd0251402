import { after } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import { DEVICE_COOKIE, deviceCookie, deviceTokenOf } from "@/lib/auth/device-cookie";
import { logIn } from "@/lib/server/accounts/log-in";
import { sendNewDeviceMail } from "@/lib/server/accounts/send-new-device-mail";
import { loginSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { pendingSignInCookie, sealPendingSignIn } from "@/lib/auth/pending-sign-in";

// POST /api/auth/login: email or username + password; opens a session (30 days with rememberMe); a device the account
// has not signed in from before is mailed to its owner. An account with a second factor gets no session yet: the
// answer says `secondFactorRequired` and POST /api/auth/login/second-factor takes the code
export const POST = withRoute(
  { auth: "public", body: loginSchema },
  async ({ req, body, ip, startSession, setCookie }) => {
    const deviceToken = deviceTokenOf(req.cookies.get(DEVICE_COOKIE)?.value);
    const signedIn = await logIn({
      ...body,
      ip,
      userAgent: req.headers.get("user-agent"),
      deviceToken,
    });
    if ("secondFactor" in signedIn) {
      setCookie(pendingSignInCookie(await sealPendingSignIn(signedIn.secondFactor)));
      return { message: "Enter the code from your authenticator app", secondFactorRequired: true };
    }
    const { sid, user, newDeviceMail } = signedIn;
    await startSession(sid, body.rememberMe ?? false);
    setCookie(deviceCookie(deviceToken));
    if (newDeviceMail) after(() => sendNewDeviceMail(newDeviceMail));
    return { message: "Login successful", user };
  },
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
