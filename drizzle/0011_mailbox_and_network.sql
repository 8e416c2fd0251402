-- One account per mailbox, and each account's registration network (issue 25; docs/decisions/0015-networks-and-mailboxes.md).
-- drizzle-kit generated the DDL; the function canonical_mailbox() before it and the flagging of existing collisions
-- between the new columns and the unique index are written by hand, because the generated column needs the function
-- and the index must not meet two unflagged accounts of one mailbox.
-- canonical_mailbox(email): lowercase; googlemail.com is gmail.com; at Gmail the dots and a +tag of the local part
-- are dropped; at the providers that document +tags (Outlook/Hotmail/Live/MSN, iCloud/me/mac, Proton, Fastmail,
-- Yandex) the +tag is dropped; at Yahoo (ymail, rocketmail) the -keyword of a disposable address (and a +tag) is
-- dropped. Null stays null (a deleted account); a local part that would become empty is kept whole.
CREATE FUNCTION canonical_mailbox(p_email text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN m.local IS NULL OR m.domain IS NULL OR m.local = '' THEN lower(p_email) ELSE
    coalesce(nullif(CASE
      WHEN m.domain = 'gmail.com' THEN replace(split_part(m.local, '+', 1), '.', '')
      WHEN m.domain ~ '^(outlook|hotmail|live)\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$'
        OR m.domain IN ('msn.com', 'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'protonmail.ch',
          'pm.me', 'fastmail.com', 'fastmail.fm', 'yandex.ru', 'yandex.com', 'ya.ru')
        THEN split_part(m.local, '+', 1)
      WHEN m.domain ~ '^yahoo\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$' OR m.domain IN ('ymail.com', 'rocketmail.com')
        THEN split_part(split_part(m.local, '+', 1), '-', 1)
      ELSE m.local END, ''), m.local) || '@' || m.domain
  END
  FROM (SELECT lower(substring(p_email from '^(.*)@[^@]*$')) AS local,
    CASE lower(substring(p_email from '@([^@]*)$')) WHEN 'googlemail.com' THEN 'gmail.com'
      ELSE lower(substring(p_email from '@([^@]*)$')) END AS domain) m
$$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "registration_network" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mailbox" text GENERATED ALWAYS AS (canonical_mailbox(email)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mailbox_shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- accounts that already share a mailbox are kept: all but the oldest of each are flagged for staff
UPDATE "users" SET "mailbox_shared" = true WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "mailbox" ORDER BY "id") AS "n" FROM "users" WHERE "mailbox" IS NOT NULL
  ) "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_mailbox_key" ON "users" USING btree ("mailbox") WHERE not "users"."mailbox_shared";--> statement-breakpoint
CREATE INDEX "users_registration_network_idx" ON "users" USING btree ("registration_network","joined_at");