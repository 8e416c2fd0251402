import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // loaded from node_modules at run time: WebAssembly, native binaries, and one drizzle instance shared with scripts/start.ts
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "drizzle-orm", "pg", "rate-limiter-flexible", "ioredis"],
  typedRoutes: false,
};

export default nextConfig;
