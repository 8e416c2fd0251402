/** `%term%` for ILIKE, with the term's own %, _ and \ matched literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
