import "server-only";
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { categories } from "@/lib/db/schema";

export async function listCategories() {
  return getDb().select().from(categories).orderBy(asc(categories.name));
}
