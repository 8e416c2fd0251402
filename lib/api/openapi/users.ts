// People: public cards, their debates and votes, one's own profile.
import { z } from "zod";
import { VOTE_POSITIONS } from "@/lib/enums";
import { profileSchema } from "@/lib/validation/profile";
import { userVotesQuerySchema } from "@/lib/validation/users";
import { deleteAccountSchema } from "@/lib/validation/auth";
import { DELETED_ACCOUNT_RULE } from "@/lib/accounts/deletion-rule";
import { MY_DATA_FILES, MY_DATA_PARTS } from "@/lib/my-data/files";
import { LIMITS } from "@/lib/server/limits/limits";
import type { Operation } from "./operation";
import { accountUser, category, debate, instant, role, roles } from "./shapes";

export const userOperations: Operation[] = [
  {
    method: "get",
    path: "/api/users/{id}",
    summary: "A user's public card and stats (never the email)",
    auth: "public",
    cache: "public",
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the card",
        schema: z.object({
          id: z.number().int(),
          username: z.string(),
          profileImage: z.string().nullable(),
          bio: z.string().nullable(),
          role,
          roles,
          isVerified: z.boolean(),
          joinedAt: instant.describe(
            "the first instant (UTC) of the join month: no finer, so newcomers are not told apart",
          ),
          debateCount: z.number().int(),
          votesCount: z.number().int(),
        }),
      },
    },
  },
  {
    method: "get",
    path: "/api/users/{id}/debates",
    summary: "The user's debates, newest first (taken-down ones only for the owner and staff)",
    auth: "optional",
    cache: "public",
    errors: ["NOT_FOUND"],
    responses: { 200: { description: "the debates", schema: z.array(debate) } },
  },
  {
    method: "get",
    path: "/api/users/{id}/votes",
    summary: "The user's voting history, newest first; the side only for the voter themselves",
    auth: "optional",
    cache: "public",
    query: userVotesQuerySchema,
    errors: ["NOT_FOUND"],
    responses: {
      200: {
        description: "the votes (others see only the day of each)",
        schema: z.array(
          z.object({
            id: z.number().int().optional(),
            createdAt: instant,
            position: z.enum(VOTE_POSITIONS).optional(),
            receipt: z.string().optional(),
            voidedBy: z.number().int().optional(),
            debate: z.object({
              id: z.number().int(),
              title: z.string(),
              description: z.string(),
              positionATitle: z.string(),
              positionBTitle: z.string(),
              category,
            }),
          }),
        ),
      },
    },
  },
  {
    method: "get",
    path: "/api/users/me/export",
    summary: "Download my data: a zip of everything the site holds about the signed-in member",
    description: `A zip (decisions.md 'Accounts (2026-12-04)') holding README.txt, which explains every file and column in plain words, and each of these as pretty-printed JSON and as RFC 4180 CSV (a cell starting with = + - @, tab or CR is prefixed with an apostrophe), named with the day (UTC) it was made: ${MY_DATA_PARTS.map((p) => `${MY_DATA_FILES[p].name}-YYYY-MM-DD`).join(", ")}. The member's own rows only: ballots with side, receipt and opening; other people only as the site shows them publicly. ${LIMITS.myDataExport.points} downloads an hour per account.`,
    auth: "user",
    errors: ["RATE_LIMITED"],
    responses: {
      200: {
        description: "the zip",
        headers: {
          "Content-Disposition": 'attachment; filename="peoples-verdict-my-data-YYYY-MM-DD.zip"',
        },
        content: { "application/zip": { schema: { type: "string", format: "binary" } } },
      },
    },
  },
  {
    method: "delete",
    path: "/api/users/me",
    summary:
      "Delete my account: confirmed by the username typed out and the current password or one of the account's passkeys; signs the browser out",
    description: `decisions.md 'Accounts (2026-12-04)'. ${DELETED_ACCOUNT_RULE} A wrong username answers 400 and changes nothing; a wrong password answers 403 and counts as a failed sign-in (${LIMITS.loginAccount.points} per account in ${LIMITS.loginAccount.duration / 60} minutes, then 429). Instead of the password, \`passkey\` may carry the browser's answer to the options of POST /api/auth/passkeys/confirm-options, signed by one of the account's own passkeys (another account's passkey, or an answer already used, answers 400 and counts as a failed sign-in). The last admin is refused with 409. On success the session cookie is cleared.`,
    auth: "user",
    body: deleteAccountSchema,
    errors: ["FORBIDDEN", "CONFLICT", "RATE_LIMITED"],
    responses: { 200: { description: "deleted", schema: z.object({ message: z.string() }) } },
  },
  {
    method: "patch",
    path: "/api/users/profile",
    summary: "The signed-in user's bio, profile image and product-mail choice",
    auth: "user",
    body: profileSchema,
    responses: {
      200: { description: "updated", schema: z.object({ message: z.string(), user: accountUser }) },
    },
  },
];
