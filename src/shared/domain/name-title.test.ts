import { expect, test } from "vitest";
import { titleFromName } from "./name-title";

test.each([
  ["Mrs. Sunanda Rao", "Mrs.", "Sunanda Rao"],
  ["Dr Anil Shah", "Dr.", "Anil Shah"],
  ["Mr Ravi Kumar", "Mr.", "Ravi Kumar"],
  ["mr. ravi kumar", "Mr.", "ravi kumar"],
  ["MS. Zoë D'Souza", "Ms.", "Zoë D'Souza"],
  ["Ms Priya", "Ms.", "Priya"],
  ["Miss Asha", "Miss", "Asha"],
  ["Mrs.Sunanda Rao", "Mrs.", "Sunanda Rao"],
  ["  Dr.  Anil  ", "Dr.", "Anil"],
  ["Sunanda Rao", "", "Sunanda Rao"],
  ["Drupad Shah", "", "Drupad Shah"],
  ["Mrinal Sen", "", "Mrinal Sen"],
  ["Missy Elliott", "", "Missy Elliott"],
  ["Mr.", "", "Mr."],
  ["Dr", "", "Dr"],
  ["सुनंदा राव", "", "सुनंदा राव"],
  ["", "", ""],
])("titleFromName(%j) is %j and %j", (text, title, name) => {
  expect(titleFromName(text)).toEqual({ title, name });
});
