import { notFound } from "./errors";

/** The one row a query for the user's own record returned, or 404 "{what} not found". */
export function found<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) {
    throw notFound(what);
  }
  return row;
}
