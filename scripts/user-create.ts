// npm run user:create -- --username NAME --first NAME --last NAME --email ADDRESS [--company CODE]
// Creates the first administrator of a real deployment. The password is read from the
// CANTIERE_NEW_PASSWORD environment variable or asked for on the terminal.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { hashPassword } from "~/auth/password.server";
import { nowIso } from "~/clock.server";
import { isCompanyCode } from "~/domain/company/companies";
import { passwordProblem } from "~/domain/access/password-rules";
import { registerPerson } from "~/areas/people/register-person.server";
import { fail, withDb } from "./cli";

const { values } = parseArgs({
  options: {
    username: { type: "string" },
    first: { type: "string" },
    last: { type: "string" },
    email: { type: "string" },
    company: { type: "string", default: "cantiere" },
    role: { type: "string", default: "ADMIN" },
  },
});
if (!values.username || !values.first || !values.last || !values.email) {
  fail("usage: npm run user:create -- --username NAME --first NAME --last NAME --email ADDRESS [--company CODE]");
}
if (!isCompanyCode(values.company)) fail(`unknown company ${values.company}`);
let password = process.env.CANTIERE_NEW_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question("password: ");
  rl.close();
}
const problem = passwordProblem(password);
if (problem) fail(`password refused: ${problem}`);

await withDb(async (db) => {
  const out = await registerPerson(
    db.sql,
    {
      companyCode: values.company as never,
      role: "ADMIN",
      capabilities: ["LIST_IN_HR_MODULE"],
      personal: {
        firstName: values.first!, lastName: values.last!, username: values.username!, email: values.email!,
        birthday: null, gender: null, address: null, zip: null, city: null, countryId: 1, personalMail: null, officeMail: null, phones: [],
        civilStatus: null, childrenNumber: null, motherLanguage: null,
      },
      employee: {
        badgeId: null, hiredAt: null, terminatedAt: null, workPercentage: null, holidaysCount: null, breakTime: null,
        winterStart: "07:30", winterEnd: "16:30", summerStart: "07:00", summerEnd: "17:00",
      },
      passwordHash: await hashPassword(password!),
    },
    { actorId: null, now: nowIso() },
  );
  console.log(`administrator ${values.username} created with id ${out.id}`);
});
