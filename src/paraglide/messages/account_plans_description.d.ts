/**
* | output |
* | --- |
* | "Plans for every family: start free with Taste & See, or go Premium for all 12 Bible games, unlimited challenges and more. 30-day money-back guarantee." |
*
* @param {Account_Plans_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_description: ((inputs?: Account_Plans_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_DescriptionInputs = {};
