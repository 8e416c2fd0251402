// Its own (empty) instrumentation: without one, Turbopack (rooted at the repo for node_modules) takes the app's.
export function register() {}
