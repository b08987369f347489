import { COUNTRIES, type Settings } from "@shared/domain/format";
import type { Db } from "../../db/db";
import { accountCountry } from "../profile/profile.service";
import { listProperties } from "../properties/properties.service";

/** Cards enough for the first screen: one on a phone, two rows of three on a desktop. */
export const FIRST_SCREEN_CARDS = 6;

/**
 * The newest listings, as the first page the web app loads starts, and the settings of the
 * account's country to write their prices with (the device's own settings live in its browser).
 */
export async function readFirstPropertyCards(db: Db, userId: string) {
  const [page, country] = await Promise.all([
    listProperties(db, userId, { limit: FIRST_SCREEN_CARDS }),
    accountCountry(db, userId),
  ]);
  const { currencySymbol, numberSystem } = COUNTRIES[country];
  const settings: Settings = { country, currencySymbol, numberSystem };
  return { listings: "items" in page ? page.items : page, settings };
}
