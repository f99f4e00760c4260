/**
* | output |
* | --- |
* | "Resend confirmation email" |
*
* @param {Account_Resend_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_resend_confirmation: ((inputs?: Account_Resend_ConfirmationInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Resend_ConfirmationInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Resend_ConfirmationInputs = {};
