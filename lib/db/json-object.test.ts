import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { categories, debates } from "./schema";
import { jsonObject } from "./json-object";

type Card = { id: number; title: string; endsAt: string; debater: string | null; category: { name: string } };
const render = (query: ReturnType<typeof jsonObject>) => new PgDialect().sqlToQuery(query).sql;

describe("jsonObject", () => {
  it("writes json_build_object from the map, keys in its order, nested maps as nested objects", () => {
    const query = jsonObject<Card>({
      id: debates.id,
      title: debates.title,
      endsAt: sql<string>`to_char(${debates.votingEndsAt}, 'YYYY')`,
      debater: debates.positionADebater,
      category: { name: categories.name },
    });
    expect(render(query)).toBe(
      `json_build_object('id', "debates"."id", 'title', "debates"."title", 'endsAt', to_char("debates"."voting_ends_at", 'YYYY'), ` +
        `'debater', "debates"."position_a_debater", 'category', json_build_object('name', "categories"."name"))`,
    );
  });

  // checked by `npm run typecheck` (an unused @ts-expect-error fails it); an `sql` expression takes its type from the
  // map, so only columns are checked for their type
  it("is checked against its type: a missing, extra or ill-typed source does not compile", () => {
    const ok = { id: debates.id, title: debates.title, endsAt: sql<string>`''`, debater: debates.positionADebater };
    // @ts-expect-error a missing key (category)
    jsonObject<Card>({ ...ok });
    // @ts-expect-error an extra key
    jsonObject<Card>({ ...ok, category: { name: categories.name }, extra: debates.id });
    // @ts-expect-error a missing key in a nested map
    jsonObject<Card>({ ...ok, category: {} });
    // @ts-expect-error an extra key in a nested map
    jsonObject<Card>({ ...ok, category: { name: categories.name, slug: categories.slug } });
    // @ts-expect-error a timestamp column (a Date to the driver) where the view has a string
    jsonObject<Card>({ ...ok, endsAt: debates.votingEndsAt, category: { name: categories.name } });
    // @ts-expect-error a nullable column where the view allows no null
    jsonObject<Card>({ ...ok, title: debates.positionADebater, category: { name: categories.name } });
    expect(render(jsonObject<{ n: number }>({ n: sql<number>`1` }))).toBe("json_build_object('n', 1)");
  });
});
