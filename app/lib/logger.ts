import pino from "pino";

export type LogLevel = "info" | "error" | "silent";

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

/** The site's one logger: one JSON object per line (pino) on stdout: time, level, msg, fields. */
export function createLogger(
  level: LogLevel,
  destination: pino.DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  const log = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    info: (message, fields) => log.info(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
  };
}

export function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error
    ? { error: error.message, stack: error.stack }
    : { error: String(error) };
}

/** For tests and tools that report in their own way. */
export const silentLogger: Logger = { info() {}, error() {} };

/** For command-line tools: errors to standard error as text, nothing else. */
export const consoleErrorLogger: Logger = {
  info() {},
  error: (message, fields) => console.error(message, fields ?? ""),
};
