/**
 * When a list is too large for the browser to load whole. Apart from the list-query schemas
 * (schemas/list-query.ts): the first screens read it, and must not bring zod along.
 */

/**
 * Up to this many records of a kind, its list page loads them all once and searches in the
 * browser (SPEC.md); above it, it asks the server for pages and searches there. Measured on
 * this project (issue #10): 5,000 properties and 5,000 clients render with no main-thread task
 * over 94 ms on a desktop CPU, and the full list of 1,000 listings is 485 KiB of JSON (44 KiB
 * gzipped). A cheap phone is 4–6× slower and pays the download too, so 2,000 keeps it near that.
 */
export const LARGE_LIST_THRESHOLD = 2000;
