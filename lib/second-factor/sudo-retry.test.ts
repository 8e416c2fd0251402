import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "@/lib/api/client";
import { answers } from "@/tests/fixtures/stub-fetch";
import { setSudoPrompt } from "./sudo-retry";

const SUDO = {
  message: "Confirm it's you: enter your password to continue",
  code: "SUDO_REQUIRED",
  sudoMethod: "password",
};

afterEach(() => {
  setSudoPrompt(null);
  vi.unstubAllGlobals();
});

describe("sudo mode in apiRequest", () => {
  it("asks the dialog on SUDO_REQUIRED, then sends the same call again once", async () => {
    const fetch = answers([403, SUDO], [200, { ok: true }]);
    const prompt = vi.fn(async () => true);
    setSudoPrompt(prompt);
    const res = await apiRequest("POST", "/api/admin/users/7/ban", { reason: "Sock puppets" });
    expect(res.status).toBe(200);
    expect(prompt).toHaveBeenCalledWith({ method: "password", message: SUDO.message, passkey: false });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1][1]?.body).toBe(JSON.stringify({ reason: "Sock puppets" }));
  });

  it("passes on an account's passkey: the only way (sudoMethod passkey) or beside its code (passkeyOffered)", async () => {
    const prompt = vi.fn<(ask: { method: string; passkey: boolean }) => Promise<boolean>>(async () => true);
    setSudoPrompt(prompt);
    answers([403, { ...SUDO, sudoMethod: "passkey", passkeyOffered: "true" }], [200, {}]);
    await apiRequest("POST", "/api/admin/users/7/ban", {});
    answers([403, { ...SUDO, sudoMethod: "code", passkeyOffered: "true" }], [200, {}]);
    await apiRequest("POST", "/api/admin/users/7/ban", {});
    expect(prompt.mock.calls.map(([ask]) => [ask.method, ask.passkey])).toEqual([
      ["passkey", true],
      ["code", true],
    ]);
  });

  it("gives up with the refusal when the dialog is cancelled, and never asks for another 403", async () => {
    answers([403, SUDO]);
    setSudoPrompt(async () => false);
    await expect(apiRequest("POST", "/api/admin/users/7/ban", {})).rejects.toBeInstanceOf(ApiError);
    const prompt = vi.fn(async () => true);
    setSudoPrompt(prompt);
    answers([403, { message: "You don't have permission to do this", code: "FORBIDDEN" }]);
    await expect(apiRequest("DELETE", "/api/admin/categories/3")).rejects.toMatchObject({ status: 403 });
    expect(prompt).not.toHaveBeenCalled();
  });
});
