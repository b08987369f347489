/**
 * 'Paste lead' (issue #29): the name, phone, e-mail and budget in a portal's lead e-mail
 * (99acres, MagicBricks, Housing.com) or a WhatsApp message, for the agent to check before saving.
 */
import { findPhoneNumbersInText } from "libphonenumber-js/min";
import { parseAgentAmount } from "./amount";
import type { ClientTitle } from "./catalogue";
import { COUNTRIES, type CountryCode } from "./format";
import { titleFromName } from "./name-title";

export type LeadFields = {
  title?: ClientTitle;
  name?: string;
  phone?: string;
  email?: string;
  budget?: number;
};

const EMAIL = /[\w.%+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}/i;
const NAME_LABEL =
  /^[ \t*•-]*(?:buyer'?s?|customer|contact|lead|sender|client)?\s*(?:name|person)\s*[:：–-]\s*(.+)$/im;
const NAME_IN_WORDS =
  /\b(?:my name is|i am|i'm|this is)\s+((?:mr\.?|mrs\.?|ms\.?|dr\.?)?\s*\p{Lu}[\p{L}']*(?:\s+\p{Lu}[\p{L}']*){0,3})/u;
const NAME_BEFORE_INTEREST =
  /^\s*((?:mr\.?|mrs\.?|ms\.?|dr\.?)?\s*\p{Lu}[\p{L}']*(?:\s+\p{Lu}[\p{L}']*){0,3})\s+(?:has|is)\s+(?:shown interest|interested|enquired|contacted|viewed|responded)/mu;
// A WhatsApp export's line: '[27/11/26, 10:15 am] Rahul Sharma: Hi…' or '27/11/26, 10:15 - Rahul: …'.
const WHATSAPP_SENDER = /^\[?[\d/.-]+,\s*[\d:]+(?:\s*[ap]\.?m\.?)?\]?\s*(?:-\s*)?([^:\n]+?):/im;
const BUDGET_LABEL = /\b(?:budget|price range|max(?:imum)? price)\b[^\n\d₹]*(.+)$/im;
// A budget's words end at a clause ('80 lakh, call me…', '35k. My number…'), not at 'Rs. 75'.
const CLAUSE_END = /,(?!\d)|[;!?\n]|\.(?=\s+\p{L})/u;
// In the budget's own words any amount counts, thousands too.
const BUDGET_AMOUNT =
  /(?:₹|\brs\.?|\binr)?\s*\d[\d,]*(?:\.\d+)?\s*(?:lakhs?|lacs?|l|cr|crores?|k)?(?![\p{L}\d])/giu;
// An amount that cannot be a phone: with a currency, a unit, or Indian grouping ('75,00,000').
const AMOUNT =
  /(?:₹|\brs\.?|\binr)\s*\d[\d,]*(?:\.\d+)?(?:\s*(?:lakhs?|lacs?|l|cr|crores?|k)\b)?|\d[\d,]*(?:\.\d+)?\s*(?:lakhs?|lacs?|cr|crores?)\b|\b\d{1,2}(?:,\d{2})+,\d{3}\b/gi;

/**
 * What the text names: each field only when found. Phones are read with the agent's `country` as
 * default and given as E.164; amounts in its currency (from a budget line first, its last
 * amount: the top of '50 - 60 lakh').
 */
export function readLeadText(text: string, country: CountryCode): LeadFields {
  const lead: LeadFields = {};
  const named = findName(text);
  if (named) {
    const { title, name } = titleFromName(named);
    Object.assign(lead, title === "" ? { name } : { title, name });
  }
  const phone = findPhoneNumbersInText(text, country).find(({ number }) => number.isValid());
  if (phone) {
    lead.phone = phone.number.number;
  }
  const email = EMAIL.exec(text)?.[0];
  if (email) {
    lead.email = email.toLowerCase();
  }
  const budget = findBudget(text, COUNTRIES[country].currency);
  if (budget !== null) {
    lead.budget = budget;
  }
  return lead;
}

function findName(text: string): string | undefined {
  for (const pattern of [NAME_LABEL, NAME_IN_WORDS, NAME_BEFORE_INTEREST, WHATSAPP_SENDER]) {
    const found = cleanName(pattern.exec(text)?.[1] ?? "");
    if (found !== "") {
      return found;
    }
  }
  return undefined;
}

/** A name ends before a phone, an e-mail or a comma; punctuation around it goes. */
function cleanName(raw: string): string {
  const name = raw.split(/[,|(<\d@]/)[0] ?? "";
  return name.replace(/[\s.:;-]+$/u, "").trim();
}

function findBudget(text: string, currency: string): number | null {
  const budgetWords = (BUDGET_LABEL.exec(text)?.[1] ?? "").split(CLAUSE_END)[0] ?? "";
  const inBudgetLine = budgetWords.match(BUDGET_AMOUNT)?.at(-1);
  const candidates = inBudgetLine ? [inBudgetLine] : (text.match(AMOUNT) ?? []);
  for (const candidate of candidates) {
    const reading = parseAgentAmount(candidate, currency);
    if (reading.ok && reading.value !== null && reading.value > 0) {
      return reading.value;
    }
  }
  return null;
}
