// E2E_PORT lets two e2e runs share a machine, each with its own server and data.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;
