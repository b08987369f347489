/**
 * The import rules of DESIGN.md ("Layout"), checked by `npm run check:deps` in `npm test`.
 * Web: app → features → records → components/lib → shared; a feature never imports another.
 * Server: routes → services → db + domain. Shared: pure, imports neither side.
 * `npm run graph` draws the imports as text into docs/imports/.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "web-feature-imports-feature",
      comment:
        "A feature never imports another feature: compose them in src/web/app/routes, or move the shared piece down to src/web/records.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "web-feature-imports-app",
      comment: "Features sit below the app shell (router, layout): they never import src/web/app.",
      severity: "error",
      from: { path: "^src/web/features/" },
      to: { path: "^src/web/app/" },
    },
    {
      name: "web-records-import-up",
      comment:
        "Records (shared query options, mutations, display pieces) sit below the features and the app: they import neither.",
      severity: "error",
      from: { path: "^src/web/records/" },
      to: { path: "^src/web/(features|app)/" },
    },
    {
      name: "web-generic-imports-up",
      comment:
        "src/web/components and src/web/lib are generic: they import no record, feature or app module (take what they need as props).",
      severity: "error",
      from: { path: "^src/web/(components|lib)/" },
      to: { path: "^src/web/(records|features|app)/" },
    },
    {
      name: "web-imports-server-code",
      comment:
        "The web app may import types from src/server (the typed API), never its runtime code.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "shared-imports-a-side",
      comment: "src/shared is pure and isomorphic: it imports neither src/web nor src/server.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(web|server)/" },
    },
    {
      name: "shared-imports-node",
      comment: "src/shared runs in the browser too: no node:* modules.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "server-imports-web",
      comment: "The server never imports the web app.",
      severity: "error",
      from: { path: "^src/server/" },
      to: { path: "^src/web/" },
    },
    {
      name: "server-db-imports-up",
      comment: "src/server/db (schema, drivers, scopes) sits below the features and HTTP layers.",
      severity: "error",
      from: { path: "^src/server/db/" },
      to: { path: "^src/server/(features|http|ops)/" },
    },
    {
      name: "server-service-imports-routes",
      comment: "Services sit below the routes: a service never imports a *.routes.ts module.",
      severity: "error",
      from: { path: "\\.service\\.ts$" },
      to: { path: "\\.routes\\.ts$" },
    },
    {
      name: "no-circular",
      comment:
        "Import circles make the layers meaningless: break them (a type in a module of its own).",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing.",
      severity: "error",
      from: { path: "^src/" },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    includeOnly: "^src/",
    exclude: { path: "\\.(test|spec)\\.tsx?$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.web.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
