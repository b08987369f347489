import { expect, test } from "vitest";
import { type LeadFields, readLeadText } from "./lead-text";

const ACRES = `Dear Partner,

You have received a response on your property listed on 99acres.

Property: 3 BHK Apartment in Bandra West, Mumbai
Name : Rahul Sharma
Mobile : +91-9876543210
Email : Rahul.Sharma@gmail.com
Budget : Rs. 75 Lac - 90 Lac

Team 99acres`;

const MAGICBRICKS = `MagicBricks - New Enquiry
Contact Person: Mrs. Sunita Iyer
Contact Number: 098200 11111
Email ID: sunita.iyer@yahoo.co.in
Message: I am interested in your 2BHK in Powai. My budget is around ₹1.2 Cr.`;

const HOUSING = `Housing.com | Lead alert
Priya Nair has shown interest in your listing "Sea Breeze 3BHK".
Phone: 9820022222
Her requirement: ready to move, 75,00,000 maximum.`;

const WHATSAPP_EXPORT = `[27/11/26, 10:15 am] Vikram Singh: Hi, saw your ad for the flat in Andheri
[27/11/26, 10:16 am] Vikram Singh: budget 80 lakh, call me on 98333 44444`;

const WHATSAPP_MESSAGE = `Hello sir, my name is Arjun Mehta. Looking for 2bhk on rent in Thane, budget 35k. My number +91 98111 22334`;

const HINDI = `नाम: राज कुमार
फ़ोन: 9876500000`;

test.each<[string, string, LeadFields]>([
  [
    "a 99acres response (the top of the budget range)",
    ACRES,
    {
      name: "Rahul Sharma",
      phone: "+919876543210",
      email: "rahul.sharma@gmail.com",
      budget: 9_000_000,
    },
  ],
  [
    "a MagicBricks enquiry (title, a trunk zero, a budget in words)",
    MAGICBRICKS,
    {
      title: "Mrs.",
      name: "Sunita Iyer",
      phone: "+919820011111",
      email: "sunita.iyer@yahoo.co.in",
      budget: 12_000_000,
    },
  ],
  [
    "a Housing.com alert (the name before 'has shown interest', Indian grouping)",
    HOUSING,
    { name: "Priya Nair", phone: "+919820022222", budget: 7_500_000 },
  ],
  [
    "an exported WhatsApp chat (the sender's name)",
    WHATSAPP_EXPORT,
    { name: "Vikram Singh", phone: "+919833344444", budget: 8_000_000 },
  ],
  [
    "a WhatsApp message ('my name is', a rent in thousands)",
    WHATSAPP_MESSAGE,
    { name: "Arjun Mehta", phone: "+919811122334", budget: 35_000 },
  ],
  ["text without a lead", "Please call back tomorrow.", {}],
  ["a phone alone is not a budget", "Call 9876543210", { phone: "+919876543210" }],
])("%s", (_, text, expected) => {
  expect(readLeadText(text, "IN")).toEqual(expected);
});

test("a Hindi message gives its phone (names are read from English labels)", () => {
  expect(readLeadText(HINDI, "IN")).toMatchObject({ phone: "+919876500000" });
});

test("an American agent's number reads with their country", () => {
  expect(readLeadText("Name: John Doe\nPhone: (415) 555-0100", "US")).toEqual({
    name: "John Doe",
    phone: "+14155550100",
  });
});
