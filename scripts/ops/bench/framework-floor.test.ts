import { describe, expect, it } from "vitest";
import { config as appProxy } from "../../../proxy";
import { config as floorProxy } from "./framework-floor/proxy";
import { POST } from "./framework-floor/app/api/votes/route";

const vote = (body: string) =>
  POST(
    new Request("http://localhost/api/votes", {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    }),
  );

describe("the bench's framework floor", () => {
  it("runs its proxy on the paths the app's proxy runs on", () => {
    expect(floorProxy).toEqual(appProxy);
  });

  it("answers a well-formed vote 201 with a vote's answer", async () => {
    const res = await vote(JSON.stringify({ debateId: 42, position: "B" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ debateId: 42, position: "B", hasVoted: true, voteCount: { total: 1 } });
  });

  it("refuses a malformed body or vote with a 400 and a message", async () => {
    for (const body of ["{", JSON.stringify({ debateId: "42", position: "A" }), JSON.stringify({ debateId: 1 })]) {
      const res = await vote(body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    }
  });
});
