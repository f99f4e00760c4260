/**
* | output |
* | --- |
* | "Welcome Back!" |
*
* @param {Account_Welcome_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_welcome_back: ((inputs?: Account_Welcome_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Welcome_BackInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Welcome_BackInputs = {};
