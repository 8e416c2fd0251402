"use client";

import dynamic from "next/dynamic";

// Staff only: its confirm dialog (Radix AlertDialog, focus scope, scroll lock) is a chunk of its own, loaded when the
// page renders the actions for staff; imported directly, a server page puts it in every visitor's first load.
export const StaffDebateActions = dynamic(() => import("./staff-debate-actions").then((m) => m.StaffDebateActions));
