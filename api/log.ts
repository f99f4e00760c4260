/** A tiny leveled logger. Never pass it request bodies, passwords, tokens or cookies. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function write(
  stream: NodeJS.WriteStream,
  level: string,
  message: string,
  fields?: Record<string, unknown>,
): void {
  const extra = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
  stream.write(`${new Date().toISOString()} ${level} ${message}${extra}\n`);
}

export const consoleLogger: Logger = {
  info: (m, f) => write(process.stdout, 'info', m, f),
  warn: (m, f) => write(process.stderr, 'warn', m, f),
  error: (m, f) => write(process.stderr, 'error', m, f),
};

/** For tests: keeps what was logged so a test can assert on it. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const keep = (level: string) => (m: string, f?: Record<string, unknown>) => {
    lines.push(`${level} ${m}${f ? ` ${JSON.stringify(f)}` : ''}`);
  };
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}
