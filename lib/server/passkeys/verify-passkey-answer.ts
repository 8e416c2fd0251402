import "server-only";
import { verifyAuthenticationResponse, type AuthenticatorTransportFuture } from "@simplewebauthn/server";
import type { PasskeySignInInput } from "@/lib/validation/passkeys";
import type { findPasskeyAccount } from "./find-passkey-account";
import { relyingParty } from "./relying-party";

type StoredPasskey = NonNullable<Awaited<ReturnType<typeof findPasskeyAccount>>>["passkey"];

/**
 * Checks a browser's answer against the stored passkey: the signature, this site's origin and relying party, user
 * verification and a counter that went up. The authenticator's new state when it holds, else null.
 */
export async function verifyPasskeyAnswer(
  response: PasskeySignInInput["response"],
  challenge: string,
  passkey: StoredPasskey,
) {
  const { rpID, origin } = relyingParty();
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
    return result.verified ? result.authenticationInfo : null;
  } catch {
    // a bad signature, another site's origin, no user verification, a counter that went back (a cloned key)
    return null;
  }
}
