import type { Metadata } from "next";
import { OwnProfile } from "@/components/profile/own-profile";
import { ProfileNotFound } from "@/components/profile/profile-not-found";
import { getActor } from "@/lib/server/accounts/get-actor";
import { listSessions } from "@/lib/server/accounts/list-sessions";
import { listPasskeys } from "@/lib/server/passkeys/list-passkeys";
import { getOwnProfile } from "@/lib/server/users/get-own-profile";
import { listOwnDebates } from "@/lib/server/users/list-own-debates";

export const metadata: Metadata = { title: "My Profile" };

// /profile and /settings are the same page; it checks the session itself (proxy.ts only saves a round trip).
export default async function ProfilePage() {
  const actor = await getActor();
  if (!actor) return <ProfileNotFound />;
  const [profile, debates, sessions, passkeys] = await Promise.all([
    getOwnProfile(actor),
    listOwnDebates(actor),
    listSessions(actor),
    listPasskeys(actor),
  ]);
  if (!profile) return <ProfileNotFound />;
  return <OwnProfile profile={profile} debates={debates} sessions={sessions} passkeys={passkeys} />;
}
