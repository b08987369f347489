/**
 * The service worker's runtime caches of the signed-in agent's own data: the build names them
 * (scripts/pwa.ts) and the web app deletes them when the agent signs out or another one signs in.
 */
export const OFFLINE_DATA_CACHES = { api: "estate-api", files: "estate-files" } as const;
