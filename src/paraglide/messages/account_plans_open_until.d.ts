/**
* | output |
* | --- |
* | "Your plan is open until {date}." |
*
* @param {Account_Plans_Open_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_open_until: ((inputs: Account_Plans_Open_UntilInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Open_UntilInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Open_UntilInputs = {
    date: NonNullable<unknown>;
};
