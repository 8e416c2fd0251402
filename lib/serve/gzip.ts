import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
// level 4: about 0.75 ms for a 114 KB home page against 1.1 ms at the default level, for 6 % more bytes
const GZIP_LEVEL = 4;

export const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");

/** Gzip for the answers start.ts writes itself (Next compresses the ones it writes). */
export const gzipBody = (data: Buffer) => gzipAsync(data, { level: GZIP_LEVEL });
