CREATE TABLE "integrity_refusal_clients" (
	"debate_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rule" text NOT NULL,
	"client" text NOT NULL,
	CONSTRAINT "integrity_refusal_clients_debate_id_kind_rule_client_pk" PRIMARY KEY("debate_id","kind","rule","client")
);
--> statement-breakpoint
ALTER TABLE "integrity_refusal_clients" ADD CONSTRAINT "integrity_refusal_clients_debate_id_debates_id_fk" FOREIGN KEY ("debate_id") REFERENCES "public"."debates"("id") ON DELETE cascade ON UPDATE no action;