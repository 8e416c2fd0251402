// The OpenAPI 3.1 description of every call under app/api, built from the zod schemas the handlers validate with
// (lib/validation) and the answers' shapes here. `npm run openapi` writes it to docs/openapi.json, which the site
// serves (GET /api/openapi.json, GET /api/docs); a unit test fails when the two differ.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { SESSION_COOKIE } from "@/lib/auth/session-config";
import { PRIVATE_NO_STORE, SHARED_CACHE_HEADER } from "@/lib/cache-policy";
import { version } from "@/package.json";
import { accountOperations } from "./accounts";
import { adminOperations } from "./admin";
import { commentOperations } from "./comments";
import { debateOperations } from "./debates";
import { exportOperations } from "./exports";
import { messageOperations } from "./messages";
import { moderationOperations } from "./moderation";
import { errorSchema } from "./errors";
import { registerOperation, type Operation } from "./operation";
import { secondFactorOperations } from "./second-factor";
import { passkeyOperations } from "./passkeys";
import { sessionOperations } from "./sessions";
import { siteOperations } from "./site";
import { userOperations } from "./users";
import { voteOperations } from "./votes";

export const OPERATIONS: Operation[] = [
  ...debateOperations,
  ...voteOperations,
  ...commentOperations,
  ...userOperations,
  ...accountOperations,
  ...sessionOperations,
  ...secondFactorOperations,
  ...passkeyOperations,
  ...messageOperations,
  ...moderationOperations,
  ...adminOperations,
  ...exportOperations,
  ...siteOperations,
];

const DESCRIPTION = `The REST calls of People's Verdict. Every answer is JSON unless it says otherwise.

Errors: every refusal's body is \`{ message, code }\` (with \`errors\`, the first message per refused field, for input
a schema refused): \`message\` is for people, \`code\` is what a client decides by; each code answers one status
(lib/errors.ts). Each operation lists the codes it can answer.

Writes (POST, PUT, PATCH, DELETE) from another site are refused (403), and a body must be \`application/json\` (415),
64 KiB at most (413).

Caching: an answer is \`Cache-Control: ${PRIVATE_NO_STORE}\` unless the operation's \`x-cdn-cacheable\` says which
of its answers a shared cache (a CDN) may keep and with what headers (\`${SHARED_CACHE_HEADER}\`, RFC 9213).`;

export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "the session cookie POST /api/auth/login sets",
  });
  registry.registerComponent("securitySchemes", "cronSecret", {
    type: "http",
    scheme: "bearer",
    description: "the deployment's CRON_SECRET (Authorization: Bearer CRON_SECRET)",
  });
  registry.registerComponent("schemas", "Error", errorSchema());
  for (const op of OPERATIONS) registerOperation(registry, op);
  return new OpenApiGeneratorV31(registry.definitions, { sortComponents: "alphabetically" }).generateDocument({
    openapi: "3.1.0",
    info: { title: "People's Verdict API", version, description: DESCRIPTION },
    servers: [{ url: "/" }],
  });
}
