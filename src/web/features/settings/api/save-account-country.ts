import type { CountryCode } from "@shared/domain/format";
import { api, messageOf } from "@web/lib/api";
import { notify } from "@web/lib/toast";

/**
 * The country is kept on the account too: the server reads the phones the agent sends (from any
 * device, an import or the API) with it as the default region, and amounts in its currency.
 */
export async function saveAccountCountry(country: CountryCode) {
  try {
    await api.put("/api/profile", { country });
  } catch (error) {
    notify.error({ title: "Your country could not be saved", description: messageOf(error) });
  }
}
