/**
* | output |
* | --- |
* | "Remember my login information" |
*
* @param {Account_Remember_MeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_remember_me: ((inputs?: Account_Remember_MeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Remember_MeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Remember_MeInputs = {};
