import { NextResponse } from "next/server";

// The app's proxy matcher (proxy.ts; scripts/ops/bench/framework-floor.test.ts keeps the two equal), so the pages pay
// for Next running a proxy and the votes do not; what the app's proxy does on top (nonce, headers) is the app's own
// cost.
export function proxy() {
  return NextResponse.next();
}

export const config = {
  matcher: [{ source: "/((?!api/).*)" }, { source: "/api/:rest(.*%.*)" }],
};
