// The framework floor's config is the app's own (poweredByHeader, compression and output left at their defaults, the
// body limit before the proxy, the static headers, the favicon rewrite), so the floor pays what the app's config costs.
import appConfig from "../../../../next.config";

export default appConfig;
