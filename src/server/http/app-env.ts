import type { SessionUser } from "../auth";
import type { Db } from "../db/db";

export type AppEnv = {
  Variables: {
    user: SessionUser;
    /** Runs database work as the signed-in user: on PostgreSQL it sees only their rows. */
    asUser: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  };
};
