import { after } from "next/server";
import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { DEVICE_COOKIE, deviceCookie, deviceTokenOf } from "@/lib/auth/device-cookie";
import { openPendingSignIn, PENDING_SIGN_IN_COOKIE, pendingSignInCookie } from "@/lib/auth/pending-sign-in";
import { sendNewDeviceMail } from "@/lib/server/accounts/send-new-device-mail";
import { completeSecondFactorSignIn } from "@/lib/server/second-factor/complete-second-factor-sign-in";
import { secondFactorCodeSchema } from "@/lib/validation/second-factor";

// POST /api/auth/login/second-factor: the sign-in's second step, { code } (an authenticator's or a recovery code) for
// the account whose password POST /api/auth/login just took; opens the session
export const POST = withRoute(
  { auth: "public", body: secondFactorCodeSchema },
  async ({ req, body, ip, startSession, setCookie }) => {
    const deviceToken = deviceTokenOf(req.cookies.get(DEVICE_COOKIE)?.value);
    const pending = await openPendingSignIn(req.cookies.get(PENDING_SIGN_IN_COOKIE)?.value);
    const { sid, user, newDeviceMail, usedRecoveryCode } = await completeSecondFactorSignIn({
      pending,
      code: body.code,
      ip,
      userAgent: req.headers.get("user-agent"),
      deviceToken,
    });
    await startSession(sid, pending?.rememberMe ?? false);
    setCookie(pendingSignInCookie(""));
    setCookie(deviceCookie(deviceToken));
    if (newDeviceMail) after(() => sendNewDeviceMail(newDeviceMail));
    return { message: "Login successful", user, usedRecoveryCode };
  },
);

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
