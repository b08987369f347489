export const E2E_PORT = 4173;
export const E2E_DATA_DIR = ".tmp/e2e-data";
