import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id settings; the library's defaults are weaker.
const OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

let dummyHash: Promise<string> | undefined;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null | undefined, password: string) {
  // an unknown account still pays for one verify, so timing does not tell who exists
  dummyHash ??= hashPassword("not-a-real-password");
  try {
    const ok = await verify(passwordHash ?? (await dummyHash), password);
    return ok && !!passwordHash;
  } catch {
    return false;
  }
}
