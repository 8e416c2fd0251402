// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ROLE_BADGE_CLASS } from "@/lib/roles";
import { CountBadge } from "./count-badge";
import { UserAvatar } from "./user-avatar";

afterEach(cleanup);

const backgrounds = (className: string) => className.split(/\s+/).filter((c) => /^bg-/.test(c));

describe("the avatar's count badge and role dot", () => {
  it("never share a colour: the count is neutral ink, the dot keeps its role colour", () => {
    const roleColours = Object.values(ROLE_BADGE_CLASS).flatMap((c) => backgrounds(c ?? ""));
    render(
      <>
        <UserAvatar username="plus" roles={["pv_plus"]} />
        <CountBadge count={3} label="new" />
      </>,
    );
    const badge = screen.getByTestId("count-badge");
    const dot = screen.getByTitle("PV+");
    expect(backgrounds(dot.className)).toEqual(["bg-red-600"]);
    expect(backgrounds(badge.className)).toEqual(["bg-foreground"]);
    for (const colour of backgrounds(badge.className)) expect(roleColours).not.toContain(colour);
    expect(badge.textContent).toBe("3 new");
  });

  it("says 99+ past 99 and nothing at 0", () => {
    const { container } = render(<CountBadge count={0} label="new" />);
    expect(container.textContent).toBe("");
    render(<CountBadge count={250} label="unread" />);
    expect(screen.getByTestId("count-badge").textContent).toBe("99+ unread");
  });
});
