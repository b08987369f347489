/** The one way the web app talks to the server: JSON over fetch, errors as ApiError. */

import { localTimeZone } from "./local-time";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
    /** The whole error body, for the few answers that say more than a message. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

export const SOMETHING_WENT_WRONG = "Something went wrong";
export const SERVER_UNREACHABLE = "Could not reach the server. Please check your connection.";
/** Nothing typed offline is kept for later (decision 013): the form stays as it is and says so. */
export const OFFLINE_NOT_SAVED = "You are offline: this was not saved yet";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  return (await exchange<T>(method, path, body)).data;
}

/** The answer's data, and the response it came in for what its headers say. */
async function exchange<T>(
  method: Method,
  path: string,
  body?: unknown,
): Promise<{ data: T; response: Response }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: requestHeaders(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw unreachableError(method, path);
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, errorMessage(data), errorIssues(data), data);
  }
  return { data: data as T, response };
}

/**
 * Every request says the browser's time zone: the server counts the agent's "today" and their
 * follow-ups' days in it (unless Settings saved one for the calendar).
 */
export function requestHeaders(hasJsonBody: boolean): Record<string, string> {
  const zone = { "x-time-zone": localTimeZone() };
  return hasJsonBody ? { ...zone, "content-type": "application/json" } : zone;
}

/** A request that got no answer: offline, a write says it was not saved. */
export function unreachableError(method: Method, path: string): ApiError {
  if (navigator.onLine) {
    return new ApiError(0, SERVER_UNREACHABLE);
  }
  const isSave = method !== "GET" && !path.startsWith("/api/auth/");
  return new ApiError(0, isSave ? OFFLINE_NOT_SAVED : "You are offline.");
}

/** Our API says `{ error: { message } }`; Better Auth's own endpoints say `{ message }`. */
export function errorMessage(data: unknown): string {
  if (typeof data !== "object" || data === null) {
    return SOMETHING_WENT_WRONG;
  }
  const body = data as { error?: { message?: unknown }; message?: unknown };
  const message = body.error?.message ?? body.message;
  return typeof message === "string" && message ? message : SOMETHING_WENT_WRONG;
}

function errorIssues(data: unknown): ApiError["issues"] {
  const issues = (data as { error?: { issues?: unknown } } | null)?.error?.issues;
  return Array.isArray(issues) ? issues : [];
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path),
  /** A GET's data with the ETag that names the version it is (null when it has none). */
  getTagged: async <T>(path: string) => {
    const { data, response } = await exchange<T>("GET", path);
    return { data, tag: response.headers.get("ETag") };
  },
  post: <T>(path: string, body: unknown = {}) => request<T>("POST", path, body),
  put: <T>(path: string, body: unknown) => request<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  delete: <T = null>(path: string) => request<T>("DELETE", path),
};

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SOMETHING_WENT_WRONG;
}
