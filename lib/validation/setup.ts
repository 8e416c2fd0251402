import "./zod-config";
import { z } from "zod";
import { emailField, passwordField, usernameField } from "./fields";

/** npm run admin:create: the same rules as registration. */
export const adminAccountSchema = z.object({ username: usernameField, email: emailField });
export const adminPasswordSchema = passwordField;
