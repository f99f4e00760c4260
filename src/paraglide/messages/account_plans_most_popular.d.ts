/**
* | output |
* | --- |
* | "Most popular" |
*
* @param {Account_Plans_Most_PopularInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_most_popular: ((inputs?: Account_Plans_Most_PopularInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Most_PopularInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Most_PopularInputs = {};
