// Fastify gives every request a pino child logger bound to its request id. Making that child costs
// more than answering a cached read (pino serialises the bindings each time), and at the usual
// level (info and above with request logging, warn in load tests) most requests never log. So the
// child is made on the first log call that its level lets through, and never otherwise.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LevelName = (typeof LEVELS)[number];

export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions = {}): FastifyBaseLogger {
  let child: FastifyBaseLogger | null = null;
  const real = (): FastifyBaseLogger => (child ??= parent.child(bindings, options));
  const enabled = (level: LevelName): boolean => {
    const logger = (child ?? parent) as unknown as { isLevelEnabled?: (name: string) => boolean };
    return logger.isLevelEnabled ? logger.isLevelEnabled(level) : true;
  };

  const logger = {
    child: (more: Bindings, moreOptions?: ChildLoggerOptions) => real().child(more, moreOptions),
    isLevelEnabled: (level: string) => enabled(level as LevelName),
    silent: () => {},
    get level() {
      return child ? child.level : parent.level;
    },
    set level(value: string) {
      real().level = value;
    },
  } as Record<string, unknown>;
  for (const level of LEVELS) {
    logger[level] = (...args: unknown[]) => {
      if (!enabled(level)) return;
      (real()[level] as (...a: unknown[]) => void)(...args);
    };
  }
  return logger as unknown as FastifyBaseLogger;
}
