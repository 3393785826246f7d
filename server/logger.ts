export type LogLevel = "info" | "error" | "silent";

export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

/** One JSON object per line on stdout (info) or stderr (error), ready for any log collector. */
export function createLogger(level: LogLevel, write = defaultWrite): Logger {
  const emit = (severity: "info" | "error", message: string, fields?: Record<string, unknown>) => {
    if (level === "silent" || (level === "error" && severity === "info")) return;
    write(
      severity,
      `${JSON.stringify({ time: new Date().toISOString(), level: severity, msg: message, ...fields })}\n`,
    );
  };
  return {
    info: (message, fields) => emit("info", message, fields),
    error: (message, fields) => emit("error", message, fields),
  };
}

function defaultWrite(severity: "info" | "error", line: string) {
  (severity === "error" ? process.stderr : process.stdout).write(line);
}

export function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error
    ? { error: error.message, stack: error.stack }
    : { error: String(error) };
}
