import { describe, expect, test } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new Error("Failed query: select 1\nparams: ", { cause });

describe("isDatabaseUnavailable", () => {
  test.each([
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a reset connection, wrapped by the query builder", wrapped(withCode("ECONNRESET"))],
    [
      "a server shutting down",
      withCode("57P01", "terminating connection due to administrator command"),
    ],
    ["a server starting up", wrapped(withCode("57P03", "the database system is starting up"))],
    ["a connection exception", withCode("08006")],
    ["a connection ended mid-query", wrapped(new Error("Connection terminated unexpectedly"))],
    ["a pool that waited too long", new Error("timeout exceeded when trying to connect")],
  ])("%s is", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  test.each([
    ["a unique violation", wrapped(withCode("23505", "duplicate key value"))],
    ["a permission error", withCode("42501", "Connection terminated by policy")],
    ["a plain bug", new TypeError("x is undefined")],
    ["not an error at all", "ECONNREFUSED"],
  ])("%s is not", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
