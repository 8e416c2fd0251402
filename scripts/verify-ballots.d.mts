// Types of scripts/verify-ballots.mjs for the tests that import its core (the script itself stays import-free).
export type Board = Record<string, unknown>;
export function commitmentOf(debateId: number, side: string, opening: string): string;
export function rootOf(previousRoot: string, sortedCommitments: string[]): string;
export function verifyBoard(board: unknown): { ok: true; summary: string } | { ok: false; mismatch: string };
export function boardUrl(input: string): string;
