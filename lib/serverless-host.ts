/**
 * Variables by which serverless hosts announce themselves (Vercel, AWS Lambda, Netlify, Azure Functions, Cloud Run).
 */
const SERVERLESS_MARKERS = [
  "VERCEL",
  "AWS_LAMBDA_FUNCTION_NAME",
  "NETLIFY",
  "FUNCTIONS_WORKER_RUNTIME",
  "K_SERVICE",
] as const;

/** The variable that shows this runs on a serverless host, or undefined on a server of its own. */
// the host's own markers (VERCEL, K_SERVICE...), not the app's configuration
// eslint-disable-next-line no-restricted-syntax -- for the reason above
export const serverlessMarker = (environment: Record<string, string | undefined> = process.env) =>
  SERVERLESS_MARKERS.find((name) => environment[name]);
