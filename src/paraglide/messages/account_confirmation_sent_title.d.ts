/**
* | output |
* | --- |
* | "Confirmation Sent" |
*
* @param {Account_Confirmation_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_confirmation_sent_title: ((inputs?: Account_Confirmation_Sent_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirmation_Sent_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Confirmation_Sent_TitleInputs = {};
