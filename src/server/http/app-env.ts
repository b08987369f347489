import type { SessionUser } from "../auth";

export type AppEnv = { Variables: { user: SessionUser } };
