import { shortDate } from "@/lib/format-date";
import { Badge } from "@/components/ui/badge";
import type { PublicUser } from "@/lib/users/types";
import { ProfileTop } from "./profile-top";
import { UserBadges } from "./user-badges";

const STATUS_LABEL = { suspended: "Suspended", banned: "Banned" } as const;

/** The public page's top: PV+ banner, avatar and name, badges, bio, and the three stats. */
export function PublicProfileHeader({ user }: { user: PublicUser }) {
  const status = user.status === "suspended" || user.status === "banned" ? STATUS_LABEL[user.status] : null;
  return (
    <ProfileTop
      id="user-name"
      user={user}
      plusBanner="PV+ Member"
      nameWraps
      badges={
        <>
          <UserBadges roles={user.roles} isVerified={user.isVerified} />
          {status && <Badge variant="outline">{status}</Badge>}
        </>
      }
      stats={[
        { label: "Votes Cast", value: user.votesCount.toLocaleString("en-US") },
        { label: "Debates Created", value: user.debateCount.toLocaleString("en-US") },
        { label: "Joined", value: shortDate(user.joinedAt) },
      ]}
    />
  );
}
