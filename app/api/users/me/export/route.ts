import { withRoute } from "@/lib/api/with-route";
import { methodNotAllowed } from "@/lib/api/method-not-allowed";
import { PRIVATE_NO_STORE } from "@/lib/cache-policy";
import { myDataArchive, myDataArchiveName } from "@/lib/my-data/archive";
import { collectMyData } from "@/lib/server/my-data/collect-my-data";

// GET /api/users/me/export: 'Download my data', a zip of everything the site holds about the signed-in member
export const GET = withRoute({ auth: "user" }, async ({ actor }) => {
  const data = await collectMyData(actor);
  const at = new Date();
  const zip = myDataArchive(data, at);
  // a copy on an ArrayBuffer of its own, as a Response body is typed
  return new Response(new Uint8Array(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${myDataArchiveName(at)}"`,
      "Content-Length": String(zip.byteLength),
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed("GET");
