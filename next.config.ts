import type { NextConfig } from "next";
import { STATIC_API_HEADERS } from "./lib/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // loaded from node_modules at run time: WebAssembly, native binaries, the drizzle instance scripts/start.ts shares
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@node-rs/argon2",
    "drizzle-orm",
    "pg",
    "rate-limiter-flexible",
    "ioredis",
  ],
  typedRoutes: false,
  experimental: {
    // Next reads a request's whole body before proxy.ts runs, keeping up to this much of it for the page or handler
    // (10 MB by default): handlers take at most 64 KB (lib/api/parse-input.ts), so a big POST costs 65 KB of memory,
    // not 10 MB. (Only /api/ paths holding a '%' pass the proxy: a body cut there is refused by its Content-Length,
    // 413, or as malformed JSON, 400.) A body sent to a page never gets here: lib/server-edge.ts answers it 405 first.
    proxyClientMaxBodySize: 65 * 1024,
  },
  // the proxy skips /api/ (withRoute stamps the headers): these cover the answers Next gives itself there
  async headers() {
    return [
      { source: "/api/:path*", headers: STATIC_API_HEADERS },
      // Next's own files and the public ones (/_next/static, /icon.svg) take only their request id from the proxy:
      // nosniff and the fixed set there too (issue 12, item 5); pages get the same values again, with their nonce CSP,
      // from proxy.ts
      { source: "/:path*", headers: STATIC_API_HEADERS },
    ];
  },
  // browsers ask for /favicon.ico on their own; answer with the app icon instead of a 404
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/icon.svg" }];
  },
};

export default nextConfig;
