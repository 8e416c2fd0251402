import { withRoute } from "@/lib/api/with-route";
import { AppError } from "@/lib/errors";
import { confirmPasswordChange } from "@/lib/server/accounts/confirm-password-change";
import { tokenSchema } from "@/lib/validation/auth";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

// POST /api/auth/verify-password-change: applies the new password of a token and signs the user out everywhere.
// Its client reads the error from `error`, so a refusal carries the message under both names.
export const POST = withRoute({ auth: "public", body: tokenSchema }, async ({ body, endSession }) => {
  try {
    await confirmPasswordChange(body);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { errors, retryAfter, details } = error;
    throw new AppError(error.code, error.message, {
      errors,
      retryAfter,
      details: { ...details, error: error.message },
    });
  }
  endSession();
  return { message: "Password changed successfully. Please log in with your new password." };
});

export const { GET, PUT, PATCH, DELETE } = methodNotAllowed("POST");
