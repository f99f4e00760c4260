/**
* | output |
* | --- |
* | "This link has expired or was already used. Sign in below, or ask for a new link." |
*
* @param {Account_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_link_invalid: ((inputs?: Account_Link_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Link_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Link_InvalidInputs = {};
