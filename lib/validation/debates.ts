import { z } from "zod";
import { DEBATE_SORT_KEYS, DEBATE_SORT_NAMES } from "@/lib/debates/sorts";
import { httpUrl } from "./fields";
import { reasonField } from "./moderation";

const optionalName = z.string().trim().max(100, "Debater name must be at most 100 characters").optional().default("");

/** Create debate (document 2, section 5). votingEndsAt is not part of it: the server sets the deadline. */
export const createDebateSchema = z.object({
  title: z
    .string()
    .trim()
    .min(10, "Title must be at least 10 characters")
    .max(200, "Title must be at most 200 characters"),
  description: z
    .string()
    .trim()
    .min(50, "Description must be at least 50 characters")
    .max(5000, "Description must be at most 5000 characters"),
  categoryId: z
    .number({ error: "Please select a category" })
    .int("Please select a category")
    .min(1, "Please select a category"),
  positionATitle: z
    .string()
    .trim()
    .min(3, "Position A title must be at least 3 characters")
    .max(100, "Position A title must be at most 100 characters"),
  positionBTitle: z
    .string()
    .trim()
    .min(3, "Position B title must be at least 3 characters")
    .max(100, "Position B title must be at most 100 characters"),
  debateVideo: z
    .string()
    .trim()
    .min(1, "Video URL is required")
    .pipe(httpUrl("Please enter a valid video URL for the debate")),
  positionADebater: optionalName,
  positionBDebater: optionalName,
});
export type CreateDebateInput = z.input<typeof createDebateSchema>;
export type CreateDebate = z.output<typeof createDebateSchema>;

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** Optional filters and keyset paging of the list calls. */
export const debateListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200, "Search term is too long").optional()),
  category: z.preprocess(emptyToUndefined, z.string().trim().max(100, "Unknown category").optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(DEBATE_SORT_KEYS, `Sort must be ${DEBATE_SORT_NAMES}`).optional()),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int("Limit must be 1 to 100")
      .min(1, "Limit must be 1 to 100")
      .max(100, "Limit must be 1 to 100")
      .optional(),
  ),
  cursor: z.preprocess(emptyToUndefined, z.string().max(512, "Invalid cursor").optional()),
});
export type DebateListQuery = z.output<typeof debateListQuerySchema>;

/** PATCH /api/debates/{id} (staff): takedown or restore, feature or unfeature. */
export const updateDebateSchema = z
  // reason: the facts a takedown's notice gives the creator (isActive false); optional, as in a report's takedown
  .object({ isActive: z.boolean().optional(), isFeatured: z.boolean().optional(), reason: reasonField.optional() })
  .refine(
    (v) => v.isActive !== undefined || v.isFeatured !== undefined,
    "Nothing to update: send isActive or isFeatured",
  );
export type UpdateDebate = z.output<typeof updateDebateSchema>;
