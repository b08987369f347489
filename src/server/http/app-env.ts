import type { SessionUser } from "../auth";
import type { Db } from "../db/db";
import type { ListVersions } from "../db/list-versions";

export type AppEnv = {
  Variables: {
    user: SessionUser;
    /** Runs database work as the signed-in user: on PostgreSQL it sees only their rows. */
    asUser: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
    /** The same, `work` given the user's list versions as read when it began (decision 047). */
    asUserAtVersions: <T>(work: (db: Db, versions: ListVersions) => Promise<T>) => Promise<T>;
  };
};
