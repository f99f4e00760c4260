/**
* | output |
* | --- |
* | "Sign Out Everywhere" |
*
* @param {Account_Sign_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_sign_out_everywhere: ((inputs?: Account_Sign_Out_EverywhereInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Sign_Out_EverywhereInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Sign_Out_EverywhereInputs = {};
