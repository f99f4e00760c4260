/**
* | output |
* | --- |
* | "Please wait..." |
*
* @param {Account_Please_WaitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_please_wait: ((inputs?: Account_Please_WaitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Please_WaitInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Please_WaitInputs = {};
