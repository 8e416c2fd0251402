import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AccountPasskey } from "@/lib/passkeys/types";
import type { AccountSession } from "@/lib/sessions/types";
import type { OwnDebate, OwnProfile as Profile } from "@/lib/users/types";
import { ChangePasswordForm } from "./change-password-form";
import { ChangeUsernameForm } from "./change-username-form";
import { DeleteAccount } from "./delete-account";
import { DownloadMyData } from "./download-my-data";
import { EmailPreferences } from "./email-preferences";
import { LogOutButton } from "./log-out-button";
import { OwnDebatesList } from "./own-debates-list";
import { ProfileForm } from "./profile-form";
import { Passkeys } from "./passkeys";
import { ProfileHeader } from "./profile-header";
import { SessionsList } from "./sessions-list";
import { TwoFactorPanel } from "@/components/second-factor/two-factor-panel";

type PanelProps = { title: string; description?: string; id?: string; children: ReactNode };

function Panel({ title, description, id, children }: PanelProps) {
  return (
    <Card id={id}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg font-semibold">{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type OwnProfileProps = {
  profile: Profile;
  debates: OwnDebate[];
  sessions: AccountSession[];
  passkeys?: AccountPasskey[];
};

/** /profile and /settings: the signed-in user's profile, their settings forms, their sessions and their debates. */
export function OwnProfile({ profile, debates, sessions, passkeys = [] }: OwnProfileProps) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:py-10">
      <ProfileHeader profile={profile} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Edit Profile" description="Your bio and picture appear on your public page.">
          <ProfileForm bio={profile.bio} profileImage={profile.profileImage} />
        </Panel>
        <Panel
          title="Change Username"
          description="Your old username becomes free for others once the change is confirmed."
        >
          <ChangeUsernameForm username={profile.username} />
        </Panel>
        <Panel title="Change Password" description="Choose a new password; it takes effect when you confirm by email.">
          <ChangePasswordForm />
        </Panel>
        <Panel title="Account" description={profile.email ?? undefined}>
          <p className="mb-4 text-sm text-muted-foreground">
            {profile.emailVerified
              ? "Your email address is verified."
              : "Your email address is not verified yet; check your inbox for the link."}
          </p>
          <LogOutButton />
        </Panel>
        <Panel title="Emails" description="Product emails from People's Verdict">
          <EmailPreferences unsubscribed={profile.unsubscribed} />
        </Panel>
        <Panel title="Your Data" description="A copy of everything the site keeps about you">
          <DownloadMyData />
        </Panel>
      </div>
      <Panel id="passkeys" title="Passkeys" description="Sign in without a password">
        <Passkeys initial={passkeys} />
      </Panel>
      <Panel
        id="sessions"
        title="Where You're Signed In"
        description="Every browser signed in to your account. End any you do not recognise, then change your password."
      >
        <SessionsList initial={sessions} />
      </Panel>
      <Panel
        id="two-factor"
        title="Two-Factor Authentication"
        description="A code from an authenticator app after your password, with recovery codes for when you lose it"
      >
        <TwoFactorPanel />
      </Panel>
      <section aria-labelledby="own-debates" className="space-y-3">
        <h2 id="own-debates" className="text-xl font-semibold">
          My Debates
        </h2>
        <OwnDebatesList debates={debates} />
      </section>
      <Panel id="delete-account" title="Delete My Account" description="Leave People's Verdict for good">
        <DeleteAccount username={profile.username} hasPasskey={passkeys.length > 0} />
      </Panel>
    </div>
  );
}
