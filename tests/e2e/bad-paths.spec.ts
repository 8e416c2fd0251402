import { expect, test } from "./fixtures";

// Issue 12, item 5: paths Next cannot decode answered a bare 500 text/plain with no security headers.
const SECURITY = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
];

test.describe("bad paths", () => {
  for (const path of ["/debate/%ff", "/users/%C0%AF", "/debate/%E0%A4%A"]) {
    test(`${path} is the not-found page (404) with every security header`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      expect(res.headers()["content-type"]).toContain("text/html");
      for (const name of SECURITY) expect(res.headers()[name], name).toBeTruthy();
      expect(await res.text()).toContain("Not Found");
    });
  }

  // issue 34 item 9: a 404 that a layout's notFound() gives is served as Next's error shell, whose <html> had no lang
  for (const path of ["/no/such/page", "/debate/999999999", "/users/999999999", "/debate/%ff"]) {
    test(`${path} is served with <html lang="en">`, async ({ request }) => {
      const res = await request.get(path, { headers: { "accept-encoding": "gzip, br" } });
      expect(res.status()).toBe(404);
      const html = await res.text();
      const tag = html.match(/<html\b[^>]*>/)?.[0];
      expect(tag, html.slice(0, 200)).toMatch(/ lang="en"/);
    });
  }

  for (const path of ["/api/debates/%ff", "/api/users/%C0%AF/debates", "/api/no/such/%ff"]) {
    test(`${path} is a JSON 404, never a 500`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      for (const name of SECURITY) expect(res.headers()[name], name).toBeTruthy();
      expect(await res.json()).toEqual({ message: "Not found", code: "NOT_FOUND" });
    });
  }

  test("a method a route does not take is 405 with the JSON error, Allow and the headers", async ({ request }) => {
    const res = await request.put("/api/health", { data: {} });
    expect(res.status()).toBe(405);
    expect(res.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
    for (const name of SECURITY) expect(res.headers()[name], name).toBeTruthy();
    expect(await res.json()).toEqual({ message: "Method not allowed", code: "METHOD_NOT_ALLOWED" });
  });

  test("static files carry nosniff", async ({ request }) => {
    expect((await request.get("/icon.svg")).headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("health answers with the request id it was given", async ({ request }) => {
    const res = await request.get("/api/health", { headers: { "x-request-id": "e2e-health-check-1" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["x-request-id"]).toBe("e2e-health-check-1");
    expect(await res.json()).toEqual({ status: "ok", version: expect.any(String) });
  });
});
