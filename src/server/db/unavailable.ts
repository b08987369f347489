// Errors that mean "the database cannot be reached right now", not "this request is wrong".
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH"]);
// SQLSTATE class 08 is a connection exception; 57P01–57P03 a server shutting down or starting up.
const SHUTDOWN_CODES = new Set(["57P01", "57P02", "57P03"]);
// node-postgres says these in words only.
const POOL_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "not queryable",
];
const MAX_CAUSE_DEPTH = 5;

/** True when the error, or one it was caused by, is a lost or refused database connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < MAX_CAUSE_DEPTH; depth++) {
    if (isConnectionFailure(current)) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

function isConnectionFailure(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    return NETWORK_CODES.has(code) || SHUTDOWN_CODES.has(code) || code.startsWith("08");
  }
  return POOL_MESSAGES.some((message) => error.message.includes(message));
}
