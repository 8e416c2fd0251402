// What the benches share: the turns' settings from the environment (docs/benchmark.md 'How to run it') and the secret
// their sessions are sealed with (fixtures.ts), given to every server they start so both sides agree. Set in the
// environment on import, since sealSessionId reads it from there.
process.env.SESSION_SECRET ??= "bench-only-session-secret-0123456789-abcdefghij";
export const SESSION_SECRET = process.env.SESSION_SECRET;

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** Clients per turn, a turn's seconds and warm-up, the first warm-up of each request, and the rounds of turns. */
export const turnSettings = (defaults: { seconds?: number } = {}) => ({
  CLIENTS: setting("BENCH_CLIENTS", 10),
  SECONDS: setting("BENCH_SECONDS", defaults.seconds ?? 6),
  WARMUP: setting("BENCH_WARMUP", 2),
  // before its turns, each request runs this long on every server unmeasured: turn 1 then measures the steady
  // state, not the app's JIT compilation (the app's first turn was a third slower than its later ones without it)
  FIRST_WARMUP: setting("BENCH_FIRST_WARMUP", 5),
  ROUNDS: setting("BENCH_ROUNDS", 3),
});
