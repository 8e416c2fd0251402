// A module-resolution hook for scripts/start.ts (registered with node:module's register): "server-only" resolves to
// an empty module, as it does in Next's server build (its "react-server" export condition). start.ts imports a few
// route handlers itself (lib/serve/direct-api-routes.ts); everywhere else the package still guards the client bundles.
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: "data:text/javascript,", shortCircuit: true };
  return nextResolve(specifier, context);
}
