import type { DailyJobKind } from "../notifications/daily-jobs";
import { sendMorningDigest } from "./morning-digest.service";

/** The 'digest' daily job: the morning e-mail, at the agent's morning time; it pushes nothing. */
export const morningDigest: DailyJobKind = {
  isOn: (settings) => settings.morningEmail,
  async run(db, userId, dueAt, { mailer, appUrl }) {
    await sendMorningDigest(db, userId, dueAt, { mailer, appUrl });
    return null;
  },
};
