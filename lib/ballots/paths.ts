/** The ballot board of a debate: the page and its public answer (decisions.md 'A verdict anyone can check'). */
export const boardPath = (debateId: number) => `/debate/${debateId}/ballots`;
export const boardApiPath = (debateId: number) => `/api/debates/${debateId}/ballots`;

/** The sentence the vote widget shows with a fresh receipt (decisions.md). */
export const KEEP_RECEIPT = "Keep this to check your vote after the deadline";
