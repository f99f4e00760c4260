/**
* | output |
* | --- |
* | "The Bible Explorer needs JavaScript. You can still read every chapter from the" |
*
* @param {Account_Explorer_NoscriptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_noscript: ((inputs?: Account_Explorer_NoscriptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Explorer_NoscriptInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Explorer_NoscriptInputs = {};
