/**
 * How many records each of the dashboard's lists shows (SPEC.md: 3). Apart from dashboard.ts so
 * that the dashboard's first screen takes it without the matching it summarizes with.
 */
export const DASHBOARD_LIST_LENGTH = 3;
