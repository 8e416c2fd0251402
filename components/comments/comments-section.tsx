import { hasPvPlusAccess, type Role } from "@/lib/roles";
import { CommentsPanel } from "./comments-panel-lazy";
import { LockedComments } from "./locked-comments";

type Props = {
  debateId: number;
  commentCount: number;
  /** the signed-in reader, or null for a visitor */
  viewer: { id: number; roles: Role[] } | null;
};

/** The Comments tab: the discussion for PV+ (pv_plus, moderator, admin), the blurred placeholder for everyone else. */
export function CommentsSection({ debateId, commentCount, viewer }: Props) {
  if (!viewer) return <LockedComments commentCount={commentCount} signInFrom={`/debate/${debateId}`} />;
  if (!hasPvPlusAccess(viewer.roles)) return <LockedComments commentCount={commentCount} />;
  return <CommentsPanel debateId={debateId} viewer={viewer} />;
}
