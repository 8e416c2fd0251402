import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/** How long a connection ended after an early answer is held, reading nothing, before it is cut. */
const HOLD_MS = 2000;

/**
 * Ends the request's connection after its answer (which must say `Connection: close`) without reading the rest of its
 * body. Node closes such a connection at once, and closing a socket with unread bytes makes the kernel reset it: a
 * client still sending then loses the answer it had not yet read (a 405 to a 50 MB upload arrived as a bare reset).
 * So the answer and its end are sent and the socket is held for HOLD_MS with its reading stopped (the client's writes
 * stall on full buffers; nothing more is read), then cut. Used by lib/server-edge.ts and npm start's front.
 */
export function closeAfterAnswer(req: IncomingMessage): void {
  // Node's HTTP server stops reading a socket it marked paused (its own flag) and ends it through destroySoon
  const socket = req.socket as Socket & { _paused?: boolean };
  socket.destroySoon = function (this: typeof socket) {
    this._paused = true;
    this.pause();
    this.end();
    setTimeout(() => this.destroy(), HOLD_MS).unref();
  };
}
