import "server-only";

// Ballot-board texts this process has written (get-board-json.ts), each kept under the fingerprint of what it was
// written from: a lookup with another fingerprint misses. Nothing another instance needs: a miss writes the text from
// the database. Bounded by size, oldest out first.
const MAX_CHARS = 64 * 1024 * 1024;
type Kept = { fingerprint: string; text: string };
const store = globalThis as unknown as { __pvBoardCache?: { texts: Map<string, Kept>; chars: number } };
const cache = (store.__pvBoardCache ??= { texts: new Map(), chars: 0 });

export const boardCache = {
  get(key: string, fingerprint: string): string | null {
    const kept = cache.texts.get(key);
    return kept && kept.fingerprint === fingerprint ? kept.text : null;
  },
  set(key: string, fingerprint: string, text: string) {
    if (text.length > MAX_CHARS) return;
    const old = cache.texts.get(key);
    if (old) {
      cache.chars -= old.text.length;
      cache.texts.delete(key);
    }
    cache.texts.set(key, { fingerprint, text });
    cache.chars += text.length;
    for (const [k, kept] of cache.texts) {
      if (cache.chars <= MAX_CHARS) break;
      cache.texts.delete(k);
      cache.chars -= kept.text.length;
    }
  },
};
