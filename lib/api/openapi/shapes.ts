// Answer bodies several areas share. Requests are never described here: they are lib/validation's own schemas.
import { z } from "zod";
import { ROLES } from "@/lib/roles";
import { LEANS } from "@/lib/enums";

export const instant = z.string().meta({ description: "an ISO 8601 instant", example: "2026-01-31T12:00:00.000Z" });
export const role = z.enum(ROLES);
export const roles = z.array(role);
const counts = z.object({ A: z.number().int(), B: z.number().int() });
const withheldCounts = z.object({ A: z.number().int().nullable(), B: z.number().int().nullable() });

export const category = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), color: z.string() })
  .meta({ id: "Category" });

export const swing = z
  .object({
    table: z.object({ A: counts, B: counts, undecided: counts }),
    withoutLean: z.number().int(),
    late: z.number().int(),
    paired: z.number().int(),
    shares: z.object({
      before: z.record(z.enum(LEANS), z.number()),
      after: z.object({ A: z.number(), B: z.number() }),
    }),
    change: z.object({ A: z.number(), B: z.number() }),
    net: z.number(),
    interval: z.tuple([z.number(), z.number()]).nullable(),
    tooClose: z.boolean(),
    suppressed: z.literal(false),
  })
  .or(
    z.object({
      suppressed: z.literal(true),
      table: z.object({ A: withheldCounts, B: withheldCounts, undecided: withheldCounts }),
      late: z.number().int(),
      paired: z.null(),
      withoutLean: z.null(),
      shares: z.null(),
      change: z.null(),
      net: z.null(),
      interval: z.null(),
      tooClose: z.null(),
    }),
  )
  .meta({
    id: "Swing",
    description:
      "how minds changed among members who leaned before watching (closed debates); under the small-cell floor (a table cell under 5, zero included, with anyone paired) `suppressed` is true, each cell under 5 is null (shown '<5') and every figure that would give it back is null",
  });

export const debate = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    categoryId: z.number().int(),
    positionATitle: z.string(),
    positionBTitle: z.string(),
    positionADebater: z.string().nullable(),
    positionBDebater: z.string().nullable(),
    debateVideo: z.string(),
    category,
    creatorInfo: z.object({ id: z.number().int().nullable(), username: z.string() }),
    createdAt: instant,
    votingEndsAt: instant,
    isActive: z.boolean(),
    isFeatured: z.boolean(),
    voteCount: z
      .union([
        z.object({ A: z.number().int(), B: z.number().int(), total: z.number().int() }),
        z.object({ total: z.number().int() }),
      ])
      .meta({ description: "the total while voting is open (sealed ballot); the split once it has ended" }),
    commentCount: z.number().int(),
    swing: swing.optional(),
  })
  .meta({ id: "Debate" });

/** `{ message }` and perhaps more: the answer of calls whose result is a sentence for people. */
export const message = z.looseObject({ message: z.string() });

/** A signed-in account as its owner sees it (GET /api/auth/user, sign-in, profile). */
export const accountUser = z
  .looseObject({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    roles,
    role,
    emailVerified: z.boolean(),
    isVerified: z.boolean(),
  })
  .meta({ id: "AccountUser" });

export const voided = z.array(
  z.object({
    commitment: z.string(),
    rule: z.string().meta({ description: "a rule of lib/report-reasons.ts" }),
    actionId: z.number().int(),
  }),
);
