/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again." |
*
* @param {Account_Unexpected_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_unexpected_error: ((inputs?: Account_Unexpected_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unexpected_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Unexpected_ErrorInputs = {};
