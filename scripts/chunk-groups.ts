// How the web app's modules are grouped into chunks. Left alone, the bundler makes a chunk of
// every set of modules that a different set of pages shares: /dashboard needed 38 requests. A cheap
// phone pays more for each request than for a few kilobytes, so the modules that most screens use
// travel together, and a page's own chunk holds the rest. `ANALYZE=1 npm run build` shows the result.

/** Libraries every screen runs: their chunk stays cached across deploys of our code. */
const FRAMEWORK = new RegExp(
  [
    String.raw`node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][\w-]+|tailwind-merge|clsx|class-variance-authority)[\\/]`,
    String.raw`node_modules[\\/]@radix-ui[\\/]react-(slot|compose-refs|primitive|label|avatar|context|use-layout-effect|use-callback-ref)[\\/]`,
  ].join("|"),
);

/** Our small building blocks of nearly every screen, with the icons. */
const COMMON = new RegExp(
  [
    String.raw`node_modules[\\/]lucide-react[\\/]`,
    String.raw`src[\\/]web[\\/]lib[\\/](api|cn|toast|use-page-title|use-load-error-toast|local-store|local-time|capitalize)\.ts$`,
    String.raw`src[\\/]web[\\/]components[\\/]ui[\\/](avatar|button|card|input|label|badge|separator|skeleton|empty-state|field)\.tsx$`,
    String.raw`src[\\/]web[\\/]components[\\/](loading-screen|form[\\/](text-field|password-field|password-input))\.tsx$`,
    String.raw`src[\\/]web[\\/](features[\\/][\w-]+[\\/]api|records[\\/][\w-]+)[\\/]get-[\w-]+\.ts$`,
    String.raw`src[\\/]web[\\/]records[\\/](settings[\\/]use-settings|session[\\/]session-key)\.ts$`,
    // The keys of what a logged activity changes (the outbox itself loads after the first screen).
    String.raw`src[\\/]web[\\/]records[\\/]activity[\\/]activity-keys\.ts$`,
    // The domain modules the first screens use, so they need not load the whole domain chunk.
    String.raw`src[\\/]shared[\\/]domain[\\/](sign-in|format|date-format|settings|amount|wall-clock|catalogue|dashboard-lists|photo-sizes)\.ts$`,
  ].join("|"),
);

export const CHUNK_GROUPS = [
  { name: "framework", test: FRAMEWORK, priority: 3 },
  { name: "common", test: COMMON, priority: 2 },
  {
    name: "auth",
    test: /src[\\/]web[\\/]features[\\/]auth[\\/]components[\\/](auth-card|auth-footer-link|google-icon)\.tsx$/,
    priority: 1,
  },
  { name: "domain", test: /src[\\/]shared[\\/]domain[\\/]/, minShareCount: 2 },
];
