// The one hook on Node's HTTP server. `next start` offers nothing between a socket and its own request
// handler, so what must happen there (turning connections away while shutting down, counting requests
// in flight, refusing TRACE before Next answers it with 500) is put in front of http.Server's events by
// one patch of http.Server.prototype.emit, installed once by instrumentation.ts before the first request.
// The guards themselves live with their owners (server/ops/shutdown.ts, lib/method-guard.ts); this file
// only calls them, in order.
import type http from 'node:http';
import type { Socket } from 'node:net';

/**
 * A guard returns true when it has dealt with the event itself; the server then never sees it. A request guard that
 * decides later (it waits for something) returns true and calls `pass()` to hand the request on after all.
 */
export type ServerGuard = {
  connection?: (server: http.Server, socket: Socket) => boolean;
  request?: (req: http.IncomingMessage, res: http.ServerResponse, pass: () => void) => boolean;
};

const INSTALLED = Symbol.for('med.httpHook');
type HookedPrototype = typeof http.Server.prototype & { [INSTALLED]?: true };
type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/** Puts the guards, in order, in front of every http.Server of the process. Once: a later call changes nothing. */
export function installHttpHook(httpModule: typeof http, guards: ServerGuard[]): boolean {
  const proto = httpModule.Server.prototype as HookedPrototype;
  if (proto[INSTALLED]) return false;
  const emit = proto.emit as Emit;
  proto.emit = function hookedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'connection') {
      for (const g of guards) if (g.connection?.(this, args[0] as Socket)) return true;
    } else if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      const res = args[1] as http.ServerResponse;
      const from = (i: number): boolean => {
        for (; i < guards.length; i++) {
          const next = i + 1;
          if (guards[i]!.request?.(req, res, () => void from(next))) return true;
        }
        return emit.apply(this, [event, ...args]);
      };
      return from(0);
    }
    return emit.apply(this, [event, ...args]);
  } as typeof proto.emit;
  proto[INSTALLED] = true;
  return true;
}
