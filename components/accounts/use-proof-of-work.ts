"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api/client";
import type { SolvedChallenge } from "./solve-challenge";

/** `retry`: the server refused the previous solution (expired or used), so this one replaces it. */
export type PowState =
  | { phase: "solving"; retry: boolean }
  | { phase: "ready"; retry: boolean; ms: number }
  | { phase: "error"; message: string };

// a solution this close to its expiry is replaced before anyone can send it
const EXPIRY_MARGIN_MS = 60_000;

type Solver = {
  job: { current: Promise<string> | null };
  abort: { current: AbortController | null };
  expiry: { current: ReturnType<typeof setTimeout> | undefined };
  setState: (state: PowState) => void;
};

function stopSolving({ abort, expiry }: Pick<Solver, "abort" | "expiry">) {
  abort.current?.abort();
  clearTimeout(expiry.current);
}

// starts a solve; the state changes only once it ends (the caller says it has begun)
function startSolving(solver: Solver, retry: boolean) {
  const { job, abort, expiry, setState } = solver;
  stopSolving(solver);
  const controller = new AbortController();
  abort.current = controller;
  const solving = import("./solve-challenge")
    .then(({ solveServerChallenge }) => solveServerChallenge(controller.signal))
    .then(
      (solved: SolvedChallenge) => {
        if (controller.signal.aborted) return solved.payload;
        setState({ phase: "ready", retry, ms: solved.ms });
        const renewIn = Math.max(solved.expiresAt - Date.now() - EXPIRY_MARGIN_MS, 0);
        expiry.current = setTimeout(() => {
          setState({ phase: "solving", retry: false });
          startSolving(solver, false);
        }, renewIn);
        return solved.payload;
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          const limited = error instanceof ApiError && error.code === "RATE_LIMITED";
          setState({
            phase: "error",
            message: limited
              ? "Too many attempts from your network. Wait a while, then try the security check again."
              : "The security check could not start. Check your connection, then try it again.",
          });
        }
        throw error;
      },
    );
  solving.catch(() => {});
  job.current = solving;
}

/**
 * The registration's proof of work (docs/decisions/0016-proof-of-work.md): starts solving as soon as the form mounts,
 * so it is usually done before the form is filled in, and solves a new one when it nears its expiry. `take()` hands
 * the solution to one register call (waiting for it if need be); after a failed call `again()` solves a new one.
 */
export function useProofOfWork() {
  const [state, setState] = useState<PowState>({ phase: "solving", retry: false });
  const job = useRef<Promise<string> | null>(null);
  const abort = useRef<AbortController | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const start = useCallback((retry: boolean) => startSolving({ job, abort, expiry, setState }, retry), []);

  useEffect(() => {
    start(false);
    // the solve running when the form leaves the page, whichever it is by then
    return () => stopSolving({ abort, expiry });
  }, [start]);

  /** Solves a new challenge: after a register call (which spends the solution), or when the check could not run. */
  const again = useCallback(
    (retry = false) => {
      setState({ phase: "solving", retry });
      start(retry);
    },
    [start],
  );

  /** The solution for one register call; null when there is none (the check could not run). */
  const take = useCallback(async (): Promise<string | null> => {
    const current = job.current;
    job.current = null;
    if (!current) return null;
    clearTimeout(expiry.current);
    return current.catch(() => null);
  }, []);

  return { state, take, again };
}
