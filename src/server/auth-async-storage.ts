/** Where Better Auth keeps its AsyncLocalStorage instances (@better-auth/core, context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");
const STORAGES = [
  "endpointContextAsyncStorage",
  "requestStateAsyncStorage",
  "adapterAsyncStorage",
] as const;

type Storage = { disable(): void };
type AuthCalls = { handler: (request: Request) => Promise<Response>; api: object };

/** Of every auth in the process: the storages are the process's (two replicas in one test too). */
let callsInFlight = 0;

/**
 * Better Auth runs each of its calls inside AsyncLocalStorage. On Node 20 a storage that has run
 * once keeps promise hooks on for the whole process, and every promise of every request pays
 * for them, though nearly all requests never call Better Auth (the session check is a lookup,
 * decision 016): about a tenth of a 304's CPU (issue #32). So its storages are switched off
 * whenever none of its calls is in flight; the next call's `run` switches them on again. Nothing
 * of Better Auth's outlives its call: work it defers is awaited before the call returns unless
 * `advanced.backgroundTasks` is set, which this app does not set.
 */
export function withAsyncStorageOnlyInCalls<Auth extends AuthCalls>(auth: Auth): Auth {
  const counted =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      callsInFlight += 1;
      try {
        return await call(...args);
      } finally {
        callsInFlight -= 1;
        if (callsInFlight === 0) {
          disableStorages();
        }
      }
    };
  const countedEndpoints = new Map<PropertyKey, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== "function") {
        return value;
      }
      if (!countedEndpoints.has(key)) {
        countedEndpoints.set(key, counted(value.bind(target)));
      }
      return countedEndpoints.get(key);
    },
  });
  return { ...auth, handler: counted(auth.handler), api };
}

/** Better Auth's storages, once its first call has made them. */
export function betterAuthStorages(): Storage[] {
  const global = (globalThis as { [BETTER_AUTH_GLOBAL]?: { context?: Record<string, unknown> } })[
    BETTER_AUTH_GLOBAL
  ];
  return STORAGES.flatMap((name) => {
    const storage = global?.context?.[name] as Storage | undefined;
    return storage ? [storage] : [];
  });
}

function disableStorages() {
  for (const storage of betterAuthStorages()) {
    storage.disable();
  }
}
