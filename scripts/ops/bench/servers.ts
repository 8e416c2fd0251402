// Starting and stopping the servers under test: the built app (npm start), the framework floor and the bare floor.
import { spawn, type ChildProcess } from "node:child_process";

export type Server = { port: number; pid: number; stop: () => Promise<void> };

async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * `script`: a .ts file (run by tsx) or a JavaScript one; `args` follow it; `nodeArgs` come before it (`--conditions`);
 * `logFd`: the server's stdout and stderr; `cwd`: where it runs (the repository's root by default).
 */
export async function startServer(
  script: string,
  port: number,
  env: Record<string, string>,
  readyPath: string,
  opts: { args?: string[]; nodeArgs?: string[]; logFd?: number; cwd?: string } = {},
): Promise<Server> {
  // a server left over on the port would answer the readiness check and be measured instead
  const taken = await fetch(`http://127.0.0.1:${port}${readyPath}`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already serving: stop that server first`);
  const child = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), ...(script.endsWith(".ts") ? ["--import", "tsx"] : []), script, ...(opts.args ?? [])],
    {
      env: { ...process.env, ...env, PORT: String(port) },
      cwd: opts.cwd,
      stdio: ["ignore", opts.logFd ?? "ignore", opts.logFd ?? "inherit"],
    },
  );
  await waitFor(`http://127.0.0.1:${port}${readyPath}`, child);
  return {
    port,
    pid: child.pid as number,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
