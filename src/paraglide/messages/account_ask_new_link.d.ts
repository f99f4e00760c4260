/**
* | output |
* | --- |
* | "Ask for a new link" |
*
* @param {Account_Ask_New_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_ask_new_link: ((inputs?: Account_Ask_New_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Ask_New_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Ask_New_LinkInputs = {};
