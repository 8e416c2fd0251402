import { NextResponse, type NextRequest } from "next/server";
import { failureResponse } from "@/lib/api/with-route";
import { env } from "@/lib/env";
import { apiSecurityHeaders } from "@/lib/security-headers";
import { PRIVATE_NO_STORE } from "@/lib/cache-policy";
import { userOfUnsubscribeLink } from "@/lib/email/unsubscribe-link";
import { siteUrl } from "@/lib/site-url";
import { unsubscribeByLink } from "@/lib/server/accounts/unsubscribe-by-link";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";

const withHeaders = (res: NextResponse) => {
  for (const [name, value] of Object.entries(apiSecurityHeaders(env().APP_URL))) res.headers.set(name, value);
  res.headers.set("Cache-Control", PRIVATE_NO_STORE);
  return res;
};

/**
 * POST /api/auth/unsubscribe/one-click?u=ID&sig=HMAC: RFC 8058 one-click unsubscribe, named by the List-Unsubscribe
 * header of product mail. Deliberately NOT behind withRoute: the mail provider POSTs it from its own servers, with
 * no session, from another site and with the form body 'List-Unsubscribe=One-Click', so withRoute's cross-site
 * refusal and JSON-only (415) rule would turn every real unsubscribe away. What makes it safe instead is the HMAC
 * of the user id: only a link we mailed can unsubscribe anyone, and all it can do is stop product mail to them.
 * The body is not read. A bad or missing signature answers 400 and changes nothing.
 */
export async function POST(req: NextRequest): Promise<Response> {
  try {
    const q = req.nextUrl.searchParams;
    await unsubscribeByLink(q.get("u"), q.get("sig"));
    return withHeaders(
      NextResponse.json({ success: true, message: "You have been unsubscribed from People's Verdict emails." }),
    );
  } catch (error) {
    return failureResponse(error);
  }
}

/**
 * GET: a mail client without one-click support opens the address in a browser; a GET must never unsubscribe (link
 * scanners fetch it), so it sends the reader to the signed /unsubscribe page, whose one button does it.
 */
export async function GET(req: NextRequest): Promise<Response> {
  try {
    const q = req.nextUrl.searchParams;
    const userId = userOfUnsubscribeLink(q.get("u"), q.get("sig"));
    const page = siteUrl(`/unsubscribe?${new URLSearchParams({ u: String(userId), sig: q.get("sig")! })}`);
    return withHeaders(NextResponse.redirect(page, 303));
  } catch (error) {
    return failureResponse(error);
  }
}

export const { PUT, PATCH, DELETE } = methodNotAllowed("GET", "POST");
