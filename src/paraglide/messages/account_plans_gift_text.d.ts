/**
* | output |
* | --- |
* | "A gift of any size helps us keep God’s Word free for every child." |
*
* @param {Account_Plans_Gift_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_gift_text: ((inputs?: Account_Plans_Gift_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Gift_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Gift_TextInputs = {};
