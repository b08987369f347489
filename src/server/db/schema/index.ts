// The schema object Drizzle and drizzle-kit need: every table, one file each.
export { accounts } from "./accounts";
export { activities } from "./activities";
export { appointments } from "./appointments";
export { calendarFeeds } from "./calendar-feeds";
export { clients } from "./clients";
export { dataJobs } from "./data-jobs";
export { listVersions } from "./list-versions";
export { profiles } from "./profiles";
export { properties } from "./properties";
export { rateLimits } from "./rate-limits";
export { sessions } from "./sessions";
export { shares } from "./shares";
export { uploads } from "./uploads";
export { users } from "./users";
export { verifications } from "./verifications";
