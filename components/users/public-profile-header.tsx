import { shortDate } from "@/components/profile/format";
import { UserAvatar } from "@/components/shell/user-avatar";
import { ProfileStats, PvPlusBanner } from "@/components/users/profile-stats";
import { Badge } from "@/components/ui/badge";
import type { PublicUser } from "@/lib/server/users/get-public-user";
import { UserBadges } from "./user-badges";

const STATUS_LABEL = { suspended: "Suspended", banned: "Banned" } as const;

/** The public page's top: PV+ banner, avatar and name, badges, bio, and the three stats. */
export function PublicProfileHeader({ user }: { user: PublicUser }) {
  const stats = [
    { label: "Votes Cast", value: user.votesCount.toLocaleString("en-US") },
    { label: "Debates Created", value: user.debateCount.toLocaleString("en-US") },
    { label: "Joined", value: shortDate(user.joinedAt) },
  ];
  const status = user.status === "suspended" || user.status === "banned" ? STATUS_LABEL[user.status] : null;
  return (
    <section aria-labelledby="user-name" className="space-y-4">
      {user.roles.includes("pv_plus") && <PvPlusBanner>PV+ Member</PvPlusBanner>}
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <UserAvatar
          username={user.username}
          profileImage={user.profileImage}
          roles={user.roles}
          className="size-20 text-2xl"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 id="user-name" className="text-2xl font-bold break-words sm:text-3xl">
            {user.username}
          </h1>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <UserBadges roles={user.roles} isVerified={user.isVerified} />
            {status && <Badge variant="outline">{status}</Badge>}
          </div>
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{user.bio || "No bio yet."}</p>
        </div>
      </div>
      <ProfileStats stats={stats} />
    </section>
  );
}
