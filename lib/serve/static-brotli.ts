import { createReadStream, existsSync, promises as fs, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const compress = promisify(brotliCompress);
const TYPES: Record<string, string> = { ".js": "application/javascript; charset=UTF-8", ".css": "text/css; charset=UTF-8" };
const SAFE = /^\/_next\/static\/[A-Za-z0-9._~\-/]+$/;

/** Whether the client takes brotli (a q=0 refuses it). */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  return value.split(",").some((part) => {
    const [coding, ...params] = part.trim().split(";");
    if (coding.trim().toLowerCase() !== "br") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Next's own server gzips every answer; its static scripts and styles are immutable (content-hashed names), so they
 * are compressed once with brotli at its highest quality, kept beside the file (`.br`), and served from there to
 * browsers that take brotli: about 15% fewer bytes than gzip on a phone's first load. A file without its `.br` yet is
 * answered by Next (gzip) while the `.br` is made in the background.
 */
export function staticBrotli(staticDir: string) {
  const root = path.resolve(staticDir);
  const pending = new Set<string>();

  async function makeBr(file: string) {
    if (pending.has(file)) return;
    pending.add(file);
    try {
      const source = await fs.readFile(file);
      const packed = await compress(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } });
      const tmp = `${file}.br.${process.pid}.tmp`;
      await fs.writeFile(tmp, packed);
      await fs.rename(tmp, `${file}.br`); // atomic: another worker never serves half a file
    } catch {
      // a read-only build directory: Next keeps answering with gzip
    } finally {
      pending.delete(file);
    }
  }

  /** true when it answered */
  return function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const pathname = url.split("?")[0];
    if (!SAFE.test(pathname) || pathname.includes("..")) return false;
    const type = TYPES[path.extname(pathname)];
    if (!type || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    const file = path.join(root, pathname.slice("/_next/static/".length));
    if (!file.startsWith(`${root}${path.sep}`) || !existsSync(file)) return false;
    if (!existsSync(`${file}.br`)) {
      void makeBr(file);
      return false;
    }
    res.writeHead(200, {
      "Content-Type": type,
      "Content-Length": String(statSync(`${file}.br`).size),
      "Content-Encoding": "br",
      "Cache-Control": "public, max-age=31536000, immutable",
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
    });
    if (req.method === "HEAD") res.end();
    else createReadStream(`${file}.br`).on("error", () => res.destroy()).pipe(res);
    return true;
  };
}
