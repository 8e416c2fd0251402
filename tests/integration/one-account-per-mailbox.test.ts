import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { POST as register } from "../../app/api/auth/register/route";
import { uniqueViolation } from "../../lib/database-errors";
import { getDb, openPglite } from "../../lib/db";
import { MIGRATIONS_FOLDER } from "../../lib/db/migrate";
import { users } from "../../lib/db/schema";
import { DISPOSABLE_EMAIL } from "../../lib/server/accounts/assert-mailbox-accepted";
import { call } from "../fixtures/http";
import { solvedAltcha } from "../fixtures/altcha";
import { mailTo, tokensOf } from "../fixtures/mail";
import { createUser } from "../fixtures/users";

let n = 0;
const fresh = (email: string) => {
  n += 1;
  return { username: `box_${n}`, email, password: "Password123", confirmPassword: "Password123" };
};
const post = async (email: string) =>
  call(register, "/api/auth/register", { method: "POST", body: { ...fresh(email), altcha: await solvedAltcha() } });
const count = async () =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
  )[0].n;
const canonical = async (email: string) =>
  (await getDb().execute<{ m: string | null }>(sql`select canonical_mailbox(${email}) as m`)).rows[0].m;

describe("one account per mailbox (issue 25 item 2)", () => {
  it("writes each address in its canonical form: case, Gmail's dots and +tags, googlemail.com, documented +tags", async () => {
    const cases: [string, string][] = [
      ["Jane.Doe+news@Gmail.com", "janedoe@gmail.com"],
      ["j.a.n.e.d.o.e@googlemail.com", "janedoe@gmail.com"],
      ["Sam+shop@outlook.com", "sam@outlook.com"],
      ["sam.x+a@hotmail.co.uk", "sam.x@hotmail.co.uk"],
      ["kim+1@live.com", "kim@live.com"],
      ["ann+x@icloud.com", "ann@icloud.com"],
      ["ann+x@me.com", "ann@me.com"],
      ["lee+tag@proton.me", "lee@proton.me"],
      ["lee+tag@protonmail.com", "lee@protonmail.com"],
      ["max+t@fastmail.com", "max@fastmail.com"],
      ["max+t@fastmail.fm", "max@fastmail.fm"],
      ["ivan+t@yandex.ru", "ivan@yandex.ru"],
      ["kim-shopping@yahoo.com", "kim@yahoo.com"],
      ["Kim@YAHOO.COM", "kim@yahoo.com"],
      // elsewhere a + or a dot may be part of the name: kept
      ["a.b+c@example.com", "a.b+c@example.com"],
      ["a.b@outlook.com", "a.b@outlook.com"],
      ["+only@gmail.com", "+only@gmail.com"],
      ["weird@name@gmail.com", "weird@name@gmail.com"],
    ];
    for (const [email, expected] of cases) expect([email, await canonical(email)]).toEqual([email, expected]);
    expect(await canonical(null as unknown as string)).toBeNull();
  });

  it("answers one mailbox written another way exactly as a taken email: no account, a mail to the owner", async () => {
    const owner = await createUser({ username: "Mailbox_Owner", email: "jane.doe@gmail.com" });
    const before = await count();
    const sameEmail = await post("JANE.DOE@gmail.com");
    const variants = await Promise.all(
      ["janedoe@gmail.com", "Jane.Doe+votes@gmail.com", "j.anedoe+2@googlemail.com"].map((e) => post(e)),
    );
    const created = await post("someone.new@example.com");
    expect(await count()).toBe(before + 1);
    for (const res of [sameEmail, ...variants]) {
      expect(res.status).toBe(201);
      expect(res.text).toBe(created.text);
      expect([...res.headers.keys()].sort()).toEqual([...created.headers.keys()].sort());
    }
    expect(await tokensOf(owner.id)).toHaveLength(0);
    const mails = await mailTo(owner.email!);
    expect(mails).toHaveLength(4);
    expect(mails.every((m) => m.kind === "signup_attempt")).toBe(true);
  });

  it("holds under a race: two spellings of one new mailbox at once give one account", async () => {
    const before = await count();
    const answers = await Promise.all([post("race.box@gmail.com"), post("raceBox+1@gmail.com")]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(await count()).toBe(before + 1);
  });

  it("keeps a + or a dot where the provider gives it no meaning: two accounts", async () => {
    const before = await count();
    expect((await post("team+one@example.org")).status).toBe(201);
    expect((await post("team+two@example.org")).status).toBe(201);
    expect(await count()).toBe(before + 2);
  });

  it("refuses disposable-mail domains (and their subdomains) with a clear message on the email field", async () => {
    for (const email of ["a@mailinator.com", "b@guerrillamail.com", "c@10minutemail.com", "d@x.mailinator.com"]) {
      const res = await post(email);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: DISPOSABLE_EMAIL, errors: { email: DISPOSABLE_EMAIL }, code: "BAD_REQUEST" });
    }
    expect(DISPOSABLE_EMAIL).toMatch(/Disposable email addresses can't be used/);
  });

  it("accepts the big real providers", async () => {
    const domains = [
      "gmail.com",
      "outlook.com",
      "yahoo.com",
      "icloud.com",
      "proton.me",
      "fastmail.com",
      "fastmail.fm",
      "gmx.de",
      "yandex.ru",
      "qq.com",
    ];
    const before = await count();
    for (const domain of domains)
      expect([domain, (await post(`real.person.${n}@${domain}`)).status]).toEqual([domain, 201]);
    expect(await count()).toBe(before + domains.length);
  });
});

describe("the migration that brings the rule in", () => {
  it("keeps accounts that already share a mailbox, flags all but the oldest, and lets a new one in nowhere", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "pv-mig-"));
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalPath = path.join(folder, "meta", "_journal.json");
      const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
      const upTo = journal.entries.findIndex((e) => e.tag === "0011_mailbox_and_network");
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
      const handle = openPglite("memory://");
      const db = handle.db as unknown as PgliteDatabase;
      try {
        await migrate(db, { migrationsFolder: folder });
        await db.execute(sql`insert into users (username, email) values
          ('first', 'Pat.Lee@gmail.com'), ('second', 'patlee+x@gmail.com'), ('third', 'p.atlee@googlemail.com'),
          ('other', 'pat.lee@example.com')`);
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
        const rows = await handle.db
          .select({ username: users.username, mailbox: users.mailbox, shared: users.mailboxShared })
          .from(users)
          .orderBy(users.id);
        expect(rows).toEqual([
          { username: "first", mailbox: "patlee@gmail.com", shared: false },
          { username: "second", mailbox: "patlee@gmail.com", shared: true },
          { username: "third", mailbox: "patlee@gmail.com", shared: true },
          { username: "other", mailbox: "pat.lee@example.com", shared: false },
        ]);
        const refused = await db
          .execute(sql`insert into users (username, email) values ('fourth', 'PATLEE@gmail.com')`)
          .then(() => null, uniqueViolation);
        expect(refused).toBe("users_email_mailbox_key");
        // a deleted account frees its mailbox (no email, no mailbox)
        await db.execute(sql`update users set email = null, status = 'deleted' where username = 'first'`);
        expect((await handle.db.select().from(users).where(eq(users.username, "first")))[0].mailbox).toBeNull();
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
