/**
 * The header in which the server edge (lib/server-edge.ts) passes on the connection's own address to the app
 * (lib/api/client-ip.ts). The edge sets it on every request, replacing any copy a client sent: only the app writes it.
 */
export const CONNECTION_ADDRESS_HEADER = "x-pv-connection-address";
