/**
* | output |
* | --- |
* | "Choose a new password for your account." |
*
* @param {Account_Reset_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_reset_description: ((inputs?: Account_Reset_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reset_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Reset_DescriptionInputs = {};
