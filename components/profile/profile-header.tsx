import { BadgeCheck, Crown } from "lucide-react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Badge } from "@/components/ui/badge";
import { ROLE_CHIP_CLASS, ROLE_LABELS } from "@/lib/roles";
import type { OwnProfile } from "@/lib/server/users/get-own-profile";
import { cn } from "@/lib/utils";
import { longDate } from "./format";

/** Avatar, name, PV+ banner, role and Verified badges, and the three stats. */
export function ProfileHeader({ profile }: { profile: OwnProfile }) {
  const stats = [
    { label: "Votes Casted", value: profile.votesCast.toLocaleString("en-US") },
    { label: "Debates Created", value: profile.debatesCreated.toLocaleString("en-US") },
    { label: "Joined", value: longDate(profile.joinedAt) },
  ];
  return (
    <section aria-labelledby="profile-name" className="space-y-4">
      {profile.roles.includes("pv_plus") && (
        <div className="flex items-center gap-2 rounded-lg bg-gradient-to-r from-red-600 to-red-500 px-4 py-3 text-white shadow-sm">
          <Crown className="size-5" aria-hidden />
          <p className="text-sm font-semibold">PV+ Member: you can comment and reply on every debate.</p>
        </div>
      )}
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <UserAvatar username={profile.username} profileImage={profile.profileImage} roles={profile.roles} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 id="profile-name" className="truncate text-2xl font-bold sm:text-3xl">{profile.username}</h1>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Badge className={cn("border-transparent", ROLE_CHIP_CLASS[profile.role])}>{ROLE_LABELS[profile.role]}</Badge>
            {profile.isVerified && (
              <Badge className="border-transparent bg-sky-600 text-white"><BadgeCheck aria-hidden />Verified</Badge>
            )}
            <Badge variant="outline">{profile.emailVerified ? "Email verified" : "Email not verified"}</Badge>
          </div>
          <p className="text-sm whitespace-pre-line text-muted-foreground">{profile.bio || "No bio yet."}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg border border-border bg-card p-3 text-center">
            <dt className="text-xs text-muted-foreground sm:text-sm">{s.label}</dt>
            <dd className="mt-1 text-base font-semibold sm:text-xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
