/**
* | output |
* | --- |
* | "Thank You! 🎉" |
*
* @param {Account_Plans_Thank_YouInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_thank_you: ((inputs?: Account_Plans_Thank_YouInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Thank_YouInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Thank_YouInputs = {};
