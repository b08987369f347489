import { expect, test } from "vitest";
import { readVCards, type VCardContact, vCardRow } from "./vcard-reader";

const contact = (fields: Partial<VCardContact>): VCardContact => ({
  title: "",
  name: "",
  phone: "",
  email: "",
  locations: [],
  notes: "",
  ...fields,
});

// Each sample is written the way that maker's export writes it (line endings included).
const SAMPLES: ReadonlyArray<[string, string, VCardContact[]]> = [
  [
    "Android 2.1, quoted-printable UTF-8 name folded with '=', the mobile after the home phone",
    [
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E0=A4=B6=E0=A4=B0=E0=A5=8D=E0=A4=AE=E0=A4=BE;=E0=A4=B0=E0=A4=",
      "=B5=E0=A4=BF;;;",
      "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E0=A4=B0=E0=A4=B5=E0=A4=BF =E0=A4=B6=E0=A4=B0=E0=A5=8D=E0=A4=",
      "=AE=E0=A4=BE",
      "TEL;HOME:022 2640 1111",
      "TEL;CELL;PREF:+91 98200 11111",
      "PHOTO;ENCODING=BASE64;JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD",
      " /2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8U",
      "",
      "END:VCARD",
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N:Mehta;Priya;;Mrs.;",
      "TEL;CELL:09876543210",
      "EMAIL;HOME:priya@example.com",
      "END:VCARD",
    ].join("\r\n"),
    [
      contact({ name: "रवि शर्मा", phone: "+91 98200 11111" }),
      contact({
        title: "Mrs.",
        name: "Priya Mehta",
        phone: "09876543210",
        email: "priya@example.com",
      }),
    ],
  ],
  [
    "iOS 3.0, grouped lines, item labels, the iPhone number preferred, an escaped note",
    [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "PRODID:-//Apple Inc.//iPhone OS 17.0//EN",
      "N:Shah;Arjun;;;",
      "FN:Arjun Shah",
      "ORG:Shah Builders;",
      "item1.TEL;type=pref:+91 22 2640 2222",
      "item1.X-ABLabel:Office",
      "TEL;type=IPHONE;type=CELL;type=VOICE:+91 99670 33333",
      "item2.EMAIL;type=INTERNET;type=pref:arjun@example.com",
      "item3.ADR;type=HOME;type=pref:;;12 Hill Road;Bandra\\, Mumbai;MH;400050;India",
      "NOTE:Wants 3 BHK\\nBudget 2 Cr\\; sea view",
      "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD",
      "END:VCARD",
    ].join("\r\n"),
    [
      contact({
        name: "Arjun Shah",
        phone: "+91 99670 33333",
        email: "arjun@example.com",
        locations: ["Bandra, Mumbai"],
        notes: "Wants 3 BHK\nBudget 2 Cr; sea view",
      }),
    ],
  ],
  [
    "Google Contacts 3.0, folded with a space, TYPE=CELL, several e-mails",
    [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "FN:Anita Desai-Krishnamurthy with a very long name that Google fold",
      " s onto the next line",
      "N:Desai-Krishnamurthy;Anita;;;",
      "EMAIL;TYPE=INTERNET;TYPE=HOME:anita.home@example.com",
      "EMAIL;TYPE=INTERNET;TYPE=WORK:anita@work.example.com",
      "TEL;TYPE=WORK:+91 80 4000 5555",
      "TEL;TYPE=CELL:+91 90000 44444",
      "END:VCARD",
    ].join("\n"),
    [
      contact({
        name: "Anita Desai-Krishnamurthy with a very long name that Google folds onto the next line",
        phone: "+91 90000 44444",
        email: "anita.home@example.com",
      }),
    ],
  ],
  [
    "Outlook 2.1, Windows-1252 quoted-printable, a bare CELL type",
    [
      "BEGIN:VCARD",
      "VERSION:2.1",
      "N;LANGUAGE=en-us:Müller;José",
      "FN;CHARSET=Windows-1252;ENCODING=QUOTED-PRINTABLE:Jos=E9 M=FCller",
      "TEL;WORK;VOICE:(415) 555-0199",
      "TEL;CELL;VOICE:(415) 555-0100",
      "EMAIL;PREF;INTERNET:jose@example.com",
      "END:VCARD",
    ].join("\r\n"),
    [contact({ name: "José Müller", phone: "(415) 555-0100", email: "jose@example.com" })],
  ],
  [
    "vCard 4.0, tel: URIs with quoted types, N without FN",
    [
      "BEGIN:VCARD",
      "VERSION:4.0",
      "N:Rao;Kiran;;Mr.;",
      'TEL;VALUE=uri;TYPE="voice,home":tel:+91-80-4000-6666',
      'TEL;VALUE=uri;PREF=1;TYPE="voice,cell":tel:+91-98450-77777',
      "EMAIL:kiran@example.com",
      "END:VCARD",
    ].join("\r\n"),
    [
      contact({
        title: "Mr.",
        name: "Kiran Rao",
        phone: "+91-98450-77777",
        email: "kiran@example.com",
      }),
    ],
  ],
];

test.each(SAMPLES)("reads %s", (_style, text, contacts) => {
  expect(readVCards(text)).toEqual(contacts);
});

test("a file without vCards has no contacts", () => {
  expect(readVCards("Name,Phone\nRavi,98200 11111")).toEqual([]);
});

test("a contact becomes a row of the import table", () => {
  expect(
    vCardRow(contact({ name: "Ravi", phone: "+91 1", locations: ["Bandra", "Juhu"] })),
  ).toEqual(["", "Ravi", "+91 1", "", "Bandra; Juhu", ""]);
});
