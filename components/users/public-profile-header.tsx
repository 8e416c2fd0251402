import { monthLabel } from "@/lib/format-date";
import type { PublicUser } from "@/lib/users/types";
import { ProfileTop } from "./profile-top";
import { UserBadges } from "./user-badges";
import { count } from "@/lib/plural";

/** The public page's top: PV+ banner, avatar and name, badges, bio, and the three stats. */
export function PublicProfileHeader({ user }: { user: PublicUser }) {
  return (
    <ProfileTop
      id="user-name"
      user={user}
      plusBanner="PV+ Member"
      nameWraps
      badges={<UserBadges roles={user.roles} isVerified={user.isVerified} />}
      stats={[
        { label: "Votes Cast", value: count(user.votesCount) },
        { label: "Debates Created", value: count(user.debateCount) },
        { label: "Joined", value: monthLabel(new Date(user.joinedAt).toISOString().slice(0, 7)) },
      ]}
    />
  );
}
