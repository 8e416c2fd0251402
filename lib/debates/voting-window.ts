// How long a debate is open (document 2, section 5): the server sets the deadline this long after creation. The
// create form says so, and the seeds and tests date their debates by it.
export const VOTING_DAYS = 7;
/** The same window in hours, as the SQL adds it: an interval in days follows the session's time zone over a clock
 * change (167 or 169 hours). */
export const VOTING_HOURS = VOTING_DAYS * 24;
export const VOTING_WINDOW_MS = VOTING_HOURS * 3600_000;
