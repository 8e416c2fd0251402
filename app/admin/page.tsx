import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminPanel } from "@/components/admin/admin-panel";
import { AccessDenied } from "@/components/moderation/access-denied";
import { getActor } from "@/lib/server/accounts/get-actor";
import { lacksStaffSecondFactor } from "@/lib/server/second-factor/staff-second-factor";
import { SECOND_FACTOR_SETUP_PATH } from "@/lib/second-factor/paths";
import { withLocalFrom } from "@/lib/local-from";
import { isAdmin } from "@/lib/roles";

export const metadata: Metadata = { title: "Admin Panel", robots: { index: false } };

// proxy.ts sends visitors without a session cookie to /login first; this covers an expired or revoked session.
export default async function AdminPage() {
  const actor = await getActor();
  if (!actor) redirect(withLocalFrom("/login", "/admin"));
  if (!isAdmin(actor.roles)) return <AccessDenied message="You don't have permission to access the admin panel." />;
  // staff's rule: without a second factor, set one up first (docs/decisions/0024-second-factor.md)
  if (await lacksStaffSecondFactor(actor)) redirect(SECOND_FACTOR_SETUP_PATH);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 px-3 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold">Admin Panel</h1>
        <p className="text-sm text-muted-foreground">
          Users grouped by role (a role change takes effect on the user&apos;s next request), and the categories debates
          are filed under.
        </p>
      </header>
      <AdminPanel />
    </div>
  );
}
