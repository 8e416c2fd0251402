// The chaos vote load: `clients` closed loops, each casting a fresh (user, debate) pair's vote as soon as the last
// answered, recording every request; a request unanswered after `timeoutMs` is abandoned and counted as a hang.
import http from "node:http";
import { voterAddress, type VotePair } from "../bench/fixtures";
import type { VotePosition } from "../../../lib/enums";

/** status: the HTTP status, 0 for no answer within the client timeout, -1 for a connection error */
export type Shot = { userId: number; debateId: number; sent: number; answered: number; status: number };

const now = () => performance.now();

function vote(
  agent: http.Agent,
  port: number,
  origin: string,
  pair: VotePair,
  position: VotePosition,
  timeoutMs: number,
): Promise<number> {
  const body = JSON.stringify({ debateId: pair.debateId, position });
  const headers = {
    cookie: pair.cookie,
    origin,
    "content-type": "application/json",
    "x-forwarded-for": voterAddress(pair.userId),
  };
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, agent, method: "POST", path: "/api/votes", headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? -1));
      res.on("error", () => resolve(-1));
    });
    req.setTimeout(timeoutMs, () => {
      resolve(0);
      req.destroy();
    });
    req.on("error", () => resolve(-1));
    req.end(body);
  });
}

/** Runs for `seconds` from `t0` (a performance.now() time); a client pauses `pauseMs` after a failed answer. */
export async function voteLoad(
  port: number,
  origin: string,
  pairs: VotePair[],
  opts: { clients: number; seconds: number; timeoutMs: number; pauseMs: number; t0: number },
): Promise<{ shots: Shot[]; ranOut: boolean }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.clients });
  const shots: Shot[] = [];
  const stopAt = opts.t0 + opts.seconds * 1000;
  let next = 0;
  let ranOut = false;
  const at = (t: number) => (t - opts.t0) / 1000;
  async function loop() {
    while (now() < stopAt) {
      const pair = pairs[next++];
      if (!pair) return void (ranOut = true);
      const sent = now();
      const status = await vote(agent, port, origin, pair, next % 3 ? "A" : "B", opts.timeoutMs);
      shots.push({ userId: pair.userId, debateId: pair.debateId, sent: at(sent), answered: at(now()), status });
      if (status < 200 || status >= 300) await new Promise((r) => setTimeout(r, opts.pauseMs));
    }
  }
  await Promise.all(Array.from({ length: opts.clients }, loop));
  agent.destroy();
  return { shots, ranOut };
}
