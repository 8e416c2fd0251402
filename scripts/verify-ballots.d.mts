// Types of scripts/verify-ballots.mjs for the tests that import its core (the script itself stays import-free).
export type Board = Record<string, unknown>;
export function commitmentOf(debateId: number, side: string, opening: string): string;
export function rootOf(previousRoot: string, sortedCommitments: string[]): string;
export function verifyBoard(board: unknown): { ok: true; summary: string } | { ok: false; mismatch: string };
export function boardUrl(input: string): string;
export function verifyLedger(board: Board, ledger: unknown): string | null;
export function verifyVoidActions(board: Board, entries: Map<number, Record<string, unknown>>): string | null;
export function leanCommitmentOf(debateId: number, lean: string, late: boolean, opening: string): string;
export function swingFigures(
  table: import("../lib/results/swing").SwingTable,
  withoutLean: number,
  late: number,
): import("../lib/results/swing").Swing;
export function publishedSwing(
  table: import("../lib/results/swing").SwingTable,
  withoutLean: number,
  late: number,
): import("../lib/results/swing").PublishedSwing;
