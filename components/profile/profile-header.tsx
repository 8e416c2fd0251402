import { BadgeCheck } from "lucide-react";
import { ProfileTop } from "@/components/users/profile-top";
import { Badge } from "@/components/ui/badge";
import { ROLE_CHIP_CLASS, ROLE_LABELS } from "@/lib/roles";
import type { OwnProfile } from "@/lib/users/types";
import { cn } from "@/lib/utils";
import { longDate } from "@/lib/format-date";
import { count } from "@/lib/plural";

/** Avatar, name, PV+ banner, role and Verified badges, and the three stats. */
export function ProfileHeader({ profile }: { profile: OwnProfile }) {
  return (
    <ProfileTop
      id="profile-name"
      user={profile}
      plusBanner="PV+ Member: you can comment and reply on every debate."
      badges={
        <>
          <Badge className={cn("border-transparent", ROLE_CHIP_CLASS[profile.role])}>{ROLE_LABELS[profile.role]}</Badge>
          {profile.isVerified && (
            <Badge className="border-transparent bg-sky-700 text-white">
              <BadgeCheck aria-hidden />
              Verified
            </Badge>
          )}
          <Badge variant="outline">{profile.emailVerified ? "Email verified" : "Email not verified"}</Badge>
        </>
      }
      stats={[
        { label: "Votes Casted", value: count(profile.votesCast) },
        { label: "Debates Created", value: count(profile.debatesCreated) },
        { label: "Joined", value: longDate(profile.joinedAt) },
      ]}
    />
  );
}
