/**
* | output |
* | --- |
* | "We sent you a new confirmation link. Check your email!" |
*
* @param {Account_Confirmation_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_confirmation_sent_text: ((inputs?: Account_Confirmation_Sent_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirmation_Sent_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Confirmation_Sent_TextInputs = {};
