// One access log line per request, as nginx and Apache write them: Fastify's own "request
// completed" line, carrying the request (method, URL, host, remote address) as well as the status
// and the response time. Fastify's default writes two info lines per request, "incoming request"
// and "request completed"; the first is kept at debug level (LOG_LEVEL=debug shows it again).
//
// This is the documented way to change Fastify's request lines (the `logController` option, a
// subclass of its LogController overriding only these two methods). Issue 24 measured the
// logging stage with scripts/hook-costs.mjs: the health check went from 26 to 47 µs of CPU per
// request when pino's access lines were added, the largest single cost on the common path, and
// half of it was the second line.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class AccessLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
