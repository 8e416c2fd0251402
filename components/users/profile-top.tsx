import type { ReactNode } from "react";
import { Crown } from "lucide-react";
import { UserAvatar } from "@/components/shell/user-avatar";
import type { Role } from "@/lib/roles";
import { cn } from "@/lib/utils";

type Props = {
  /** the heading's id, which labels the section */
  id: string;
  user: { username: string; profileImage: string | null; roles: Role[]; bio: string | null };
  /** the PV+ banner's words, shown to PV+ members */
  plusBanner: ReactNode;
  badges: ReactNode;
  /** the three stat blocks */
  stats: Array<{ label: string; value: string }>;
  /** a long name wraps (public page) or is cut short (own profile) */
  nameWraps?: boolean;
};

/** A profile's top, own or public: PV+ banner, avatar and name, badges, bio, and the three stats. */
export function ProfileTop({ id, user, plusBanner, badges, stats, nameWraps = false }: Props) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      {user.roles.includes("pv_plus") && (
        <div className="flex items-center gap-2 rounded-lg bg-gradient-to-r from-red-600 to-red-500 px-4 py-3 text-white shadow-sm">
          <Crown className="size-5 shrink-0" aria-hidden />
          <p className="text-sm font-semibold">{plusBanner}</p>
        </div>
      )}
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
        <UserAvatar
          username={user.username}
          profileImage={user.profileImage}
          roles={user.roles}
          className="size-20 text-2xl"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 id={id} className={cn("text-2xl font-bold sm:text-3xl", nameWraps ? "break-words" : "truncate")}>
            {user.username}
          </h1>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">{badges}</div>
          <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{user.bio || "No bio yet."}</p>
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
