// The answers a 0.11.0 node's HTTP framework gives before or around a route: akka-http 10.5.3's default
// rejection and exception handlers. The node never uses the SDK's own rejection handler, because
// `Route.toFunction` seals the route with akka's defaults (akka-http `Route.scala`, `RouteResult.routeToFunction`).
// Texts: akka-http v10.5.3 `akka-http/src/main/scala/akka/http/scaladsl/server/RejectionHandler.scala`
// (`default`) and `ExceptionHandler.scala` (`default`); a `complete` with a string answers
// `text/plain; charset=UTF-8`. JSON bodies are pretty-printed as the node's Jackson mapper writes them.

import { stringifyJackson } from '../json/jackson.js';

/** An answer as servers write it: header names in lower case. */
export interface FrameworkAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const TEXT_PLAIN = 'text/plain; charset=UTF-8';
/** The `Server` header of every answer of a 0.11.0 node: akka-http's default `server-header`. */
export const NODE_SERVER_HEADER = 'akka-http/10.5.3';
/** `SecureApiRoute`'s challenge: `HttpChallenges.basic("secure api")` with the UTF-8 charset parameter. */
export const WWW_AUTHENTICATE = 'Basic realm="secure api",charset=UTF-8';

const text = (status: number, body: string, headers: Record<string, string> = {}): FrameworkAnswer => ({
  status,
  headers: { 'content-type': TEXT_PLAIN, ...headers },
  body,
});

/** 401: no credentials (`CredentialsMissing`) or wrong ones (`CredentialsRejected`). */
export function unauthorized(kind: 'missing' | 'rejected'): FrameworkAnswer {
  return text(
    401,
    kind === 'missing'
      ? 'The resource requires authentication, which was not supplied with the request'
      : 'The supplied authentication is invalid',
    { 'www-authenticate': WWW_AUTHENTICATE },
  );
}

/** 400: a body Jackson cannot read into the request class (`MalformedRequestContentRejection`). */
export function malformedRequest(detail: string): FrameworkAnswer {
  return text(400, `The request content was malformed:\n${detail}`);
}

/** 404: no route matched, or only method rejections that a GET route cancelled (a GET on an operation). */
export function notFound(): FrameworkAnswer {
  return text(404, 'The requested resource could not be found.');
}

/**
 * 405: a method other than POST and GET on an operation. The swagger routes of the node are GET routes,
 * so both methods are named (`MethodRejection` of each branch).
 */
export function methodNotAllowed(supported: readonly string[] = ['POST', 'GET']): FrameworkAnswer {
  return text(405, `HTTP method not allowed, supported methods: ${supported.join(', ')}`, {
    allow: supported.join(', '),
  });
}

/**
 * 400 of a request-target the HTTP layer cannot parse: the parser's summary as the whole body
 * (`ParsingErrorHandler.scala` lines 16-25, `verbose-error-messages` off), and the connection closed
 * (`HttpServerBluePrint.scala` line 531, `CloseRequested.ForceClose`).
 */
export function badRequestTarget(summary: string): FrameworkAnswer {
  return text(400, summary, { connection: 'close' });
}

/**
 * 413 of a body past the server's limit (akka-http's `max-content-length`, 8 MiB on a node): the entity stream
 * fails with `EntityStreamSizeException` when the route reads the body, which the route's `entity` directive
 * turns into a `MalformedRequestContentRejection` answered 413 (`RejectionHandler.scala` lines 189-197;
 * the message is `ErrorInfo.scala` lines 121-131). `declared`: the request's Content-Length, when it had one.
 */
export function contentTooLarge(limit: number, declared: number | undefined): FrameworkAnswer {
  return text(
    413,
    'The request content was malformed:\n' +
      `EntityStreamSizeException: incoming entity size (${declared ?? 'while streaming'}) exceeded size limit (${limit} bytes)! ` +
      'This may have been a parser limit (set via `akka.http.[server|client].parsing.max-content-length`), ' +
      'a decoder limit (set via `akka.http.routing.decode-max-size`), or a custom limit set with `withSizeLimit`.',
  );
}

/**
 * 308 of `/`, whatever the method: Sparkz 2.3.0 `CompositeHttpService.scala` lines 17-19 (`redirectToSwagger`)
 * with akka-http's redirect body (`RequestContextImpl.scala` lines 51-61, `StatusCodes.PermanentRedirect`).
 */
export function redirectToSwagger(): FrameworkAnswer {
  return {
    status: 308,
    headers: { 'content-type': 'text/html; charset=UTF-8', location: '/swagger' },
    body: 'The request, and all future requests should be repeated using <a href="/swagger">this URI</a>.',
  };
}

/** 500: an exception no route caught (`ExceptionHandler.default`). */
export function internalServerError(): FrameworkAnswer {
  return text(500, 'There was an internal server error.');
}

/**
 * 500 of an error a route emits itself (`SidechainApiError.scala` at tag 0.11.0: `InternalError`): JSON
 * `{error: 500, reason: "internal.error", detail}`, `detail` being the exception's message or `null`.
 */
export function routeError(detail: string | null): FrameworkAnswer {
  return {
    status: 500,
    headers: { 'content-type': 'application/json' },
    body: stringifyJackson({ error: 500, reason: 'internal.error', detail }),
  };
}

/** A business error as a route answers it (`ApiResponseUtil.toResponse` of an `ErrorResponse`): HTTP 200 JSON. */
export function businessError(code: string, description: string, detail: string): FrameworkAnswer {
  return {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: stringifyJackson({ error: { code, description, detail } }),
  };
}

/**
 * 404 of an operation a seeder node disables (`DisableApiRoute.scala`): JSON, answered for any method and
 * before authentication.
 */
export function disabledOnSeeder(): FrameworkAnswer {
  return {
    status: 404,
    headers: { 'content-type': 'application/json' },
    body: stringifyJackson({
      error: 404,
      reason: 'NotFound',
      detail: 'Invalid operation on node not supporting transactions.',
    }),
  };
}
