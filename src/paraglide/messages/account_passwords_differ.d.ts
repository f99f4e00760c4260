/**
* | output |
* | --- |
* | "The two passwords are not the same." |
*
* @param {Account_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_passwords_differ: ((inputs?: Account_Passwords_DifferInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Passwords_DifferInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Passwords_DifferInputs = {};
