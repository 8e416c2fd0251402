import { describe, expect, it } from "vitest";
import {
  ACCOUNT_KINDS,
  APPEALABLE_ACTIONS,
  isAccountKind,
  isRefusedByHand,
  LIFTABLE_KINDS,
  LISTED_BY_HAND,
  MODERATION_KINDS,
  RELEASE_KINDS,
} from "./kinds";
import { MODERATION_ACTIONS } from "@/lib/enums";

// the lists the code spelled before the registry (issue 38 item 1): derived now, the same members
describe("the moderation kinds' registry", () => {
  it("derives the lists the code spelled by hand, with the same members in the same order where order shows", () => {
    expect(ACCOUNT_KINDS).toEqual(["suspend", "ban", "delete", "reactivate", "lift"]);
    expect([...APPEALABLE_ACTIONS].sort()).toEqual(["ban", "suspend", "takedown", "warn"]);
    expect(LIFTABLE_KINDS).toEqual(["suspend", "ban"]);
    expect([...RELEASE_KINDS].sort()).toEqual(["lift", "reactivate"]);
    // the Create Action form's options: every kind but a role change and a restore
    expect(LISTED_BY_HAND).toEqual(MODERATION_ACTIONS.filter((a) => a !== "role_change" && a !== "restore"));
  });

  it("has the Create Action call handle or refuse every kind: an account's punishment, a takedown, a warning", () => {
    const handled = MODERATION_ACTIONS.filter((k) => !isRefusedByHand(k) && !isAccountKind(k));
    expect(handled).toEqual(["warn", "takedown"]);
    for (const k of MODERATION_ACTIONS.filter(isRefusedByHand)) expect(MODERATION_KINDS[k].byHand.refuse).toBeTruthy();
  });
});
