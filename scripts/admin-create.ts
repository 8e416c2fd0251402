// npm run admin:create -- USERNAME EMAIL: the first admin of a production site, or an existing account made admin
// (docs/deploy.md). The password of a new account comes from ADMIN_PASSWORD, else a prompt (not echoed on a
// terminal; one line read from stdin otherwise).
import { getDbHandle } from "../lib/db";
import { AppError } from "../lib/errors";
import { setUpAdmin } from "../lib/server/setup/set-up-admin";

async function firstLine(input: NodeJS.ReadStream): Promise<string> {
  let text = "";
  for await (const chunk of input) {
    text += String(chunk);
    if (text.includes("\n")) break;
  }
  return text.split(/\r?\n/)[0];
}

function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(prompt);
  if (!input.isTTY) return firstLine(input);
  return new Promise((resolve) => {
    let typed = "";
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          return resolve(typed);
        }
        if (ch === "\u0003") process.exit(130);
        typed = ch === "\u007f" || ch === "\b" ? typed.slice(0, -1) : typed + ch;
      }
    };
    input.on("data", onData);
  });
}

const [username, email] = process.argv.slice(2);
if (!username || !email) {
  console.error("Usage: npm run admin:create -- USERNAME EMAIL   (password from ADMIN_PASSWORD, else asked)");
  process.exit(2);
}

const handle = getDbHandle();
try {
  const done = await setUpAdmin({
    username,
    email,
    password: async () => process.env.ADMIN_PASSWORD || (await readHidden(`Password for ${username}: `)),
  });
  if (done.kind === "created") console.log(`Created the admin ${done.username} (email verified).`);
  else if (done.kind === "promoted") console.log(`${done.username} is now an admin (roles: ${done.roles.join(", ")}).`);
  else console.log(`${done.username} is already an admin: nothing changed.`);
} catch (error) {
  console.error(
    `admin:create failed: ${error instanceof AppError ? error.message : error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
