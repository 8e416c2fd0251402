import "server-only";
import { sql } from "drizzle-orm";
import { users } from "@/lib/db/schema";

export const DELETED_USER_NAME = "[deleted user]";

/** A joined user's public name: '[deleted user]' once the account is deleted (or the row is gone). */
export const displayName = (fallbackWhenMissing = DELETED_USER_NAME) =>
  sql<string>`case when ${users.id} is null then ${fallbackWhenMissing} when ${users.status} = 'deleted' then ${DELETED_USER_NAME} else ${users.username} end`;
