import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccessDenied } from "@/components/moderation/access-denied";
import { ModerationDashboard } from "@/components/moderation/moderation-dashboard";
import { getActor } from "@/lib/server/accounts/get-actor";
import { lacksStaffSecondFactor } from "@/lib/server/second-factor/staff-second-factor";
import { SECOND_FACTOR_SETUP_PATH } from "@/lib/second-factor/paths";
import { withLocalFrom } from "@/lib/local-from";
import { isStaff } from "@/lib/roles";

export const metadata: Metadata = { title: "Moderation", robots: { index: false } };

// proxy.ts sends visitors without a session cookie to /login first; this covers an expired or revoked session.
export default async function ModerationPage() {
  const actor = await getActor();
  if (!actor) redirect(withLocalFrom("/login", "/moderation"));
  if (!isStaff(actor.roles))
    return <AccessDenied message="You don't have permission to access the moderation dashboard." />;
  // staff's rule: without a second factor, set one up first (docs/decisions/0024-second-factor.md)
  if (await lacksStaffSecondFactor(actor)) redirect(SECOND_FACTOR_SETUP_PATH);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-3 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold">Moderation Dashboard</h1>
        <p className="text-sm text-muted-foreground">
          Review reports, act on content and users, and follow the site&apos;s activity.
        </p>
      </header>
      <ModerationDashboard viewer={{ id: actor.id, roles: actor.roles }} />
    </div>
  );
}
