import { BadgeCheck } from "lucide-react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { ProfileStats, PvPlusBanner } from "@/components/users/profile-stats";
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
        <PvPlusBanner>PV+ Member: you can comment and reply on every debate.</PvPlusBanner>
      )}
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <UserAvatar
          username={profile.username}
          profileImage={profile.profileImage}
          roles={profile.roles}
          className="size-20 text-2xl"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 id="profile-name" className="truncate text-2xl font-bold sm:text-3xl">
            {profile.username}
          </h1>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Badge className={cn("border-transparent", ROLE_CHIP_CLASS[profile.role])}>
              {ROLE_LABELS[profile.role]}
            </Badge>
            {profile.isVerified && (
              <Badge className="border-transparent bg-sky-700 text-white">
                <BadgeCheck aria-hidden />
                Verified
              </Badge>
            )}
            <Badge variant="outline">{profile.emailVerified ? "Email verified" : "Email not verified"}</Badge>
          </div>
          <p className="text-sm whitespace-pre-line text-muted-foreground">{profile.bio || "No bio yet."}</p>
        </div>
      </div>
      <ProfileStats stats={stats} />
    </section>
  );
}
