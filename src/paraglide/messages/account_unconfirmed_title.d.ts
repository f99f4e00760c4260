/**
* | output |
* | --- |
* | "Please Check Your Email" |
*
* @param {Account_Unconfirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_unconfirmed_title: ((inputs?: Account_Unconfirmed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unconfirmed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Unconfirmed_TitleInputs = {};
