import { connect } from "node:net";
import { DEMO_PASSWORD, expect, test } from "./fixtures";

// The audit's desync (issue 24 item 1), replayed against the suite's server (npm start: the front and its workers; the
// next-start pass runs it against plain `next start`): an attacker hides a request in the body of a GET, DELETE or a
// badly framed POST while a signed-in member and visitors use the site. Every client must get only its own answer: no
// visitor ever receives the member's account, and nothing hidden in a body is ever answered.

/**
 * Sends raw bytes on a new connection; resolves with everything read until the server closes or is quiet 500 ms.
 * `answered` is called when the first bytes of the answer arrive.
 */
function raw(origin: URL, bytes: string, answered = () => {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(origin.port), origin.hostname);
    let text = "";
    let timer = setTimeout(() => socket.destroy(), 3000);
    socket.on("data", (chunk) => {
      if (!text) answered();
      text += chunk.toString("latin1");
      clearTimeout(timer);
      timer = setTimeout(() => socket.destroy(), 500);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(text);
    });
    socket.write(bytes, "latin1");
  });
}

const chunk = (data: string) => `${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n`;
const statusOf = (text: string) => Number(text.slice(9, 12));

test("a request hidden in a body never reaches anyone: every client gets only its own answer", async ({
  playwright,
  baseURL,
}) => {
  const origin = new URL(baseURL!);
  const host = origin.host;
  const member = await playwright.request.newContext({ baseURL });
  const login = await member.post("/api/auth/login", {
    data: { emailOrUsername: "demo_user", password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const cookie = (await member.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");

  const hidden = `GET /api/auth/user HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\n\r\n`;
  const attacks = [
    `GET /api/categories?round=1 HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\n\r\n${chunk(hidden)}0\r\n\r\n`,
    `GET /api/categories?round=2 HTTP/1.1\r\nHost: ${host}\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}`,
    `DELETE /api/auth/logout HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\n\r\n${chunk(hidden)}0\r\n\r\n`,
    `POST /api/votes HTTP/1.1\r\nHost: ${host}\r\nContent-Length: ${5 + hidden.length}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${hidden}`,
    `POST /api/votes HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: cow\r\n\r\n${chunk(hidden)}0\r\n\r\n`,
  ];
  const visitor = `GET /api/auth/user HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
  const own = `GET /api/auth/user HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`;

  for (let round = 0; round < 10; round++) {
    const attack = attacks[round % attacks.length].replace("?round=", `?round=${round}-`);
    // the attack; the moment it is answered (when the worker connection it used goes back to the pool), visitors and
    // the member, as the audit's bodies probe did
    let release = () => {};
    const victimsGo = new Promise<void>((resolve) => (release = resolve));
    const attacked = raw(origin, attack, release);
    await Promise.race([victimsGo, attacked]);
    const answers = await Promise.all([...Array.from({ length: 6 }, () => raw(origin, visitor)), raw(origin, own)]);
    const mine = answers.pop()!;
    expect(await attacked, `round ${round}: the attacker is answered nothing hidden`).not.toContain("demo_user");
    for (const answer of answers) {
      expect(statusOf(answer), `round ${round}: a visitor's answer\n${answer.slice(0, 300)}`).toBe(401);
      expect(answer).not.toContain("demo_user");
    }
    expect(statusOf(mine)).toBe(200);
    expect(mine).toContain('"username":"demo_user"');
  }
  await member.dispose();
});
