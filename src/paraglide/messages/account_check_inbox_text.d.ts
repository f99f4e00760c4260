/**
* | output |
* | --- |
* | "We sent a link to {email}." |
*
* @param {Account_Check_Inbox_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_text: ((inputs: Account_Check_Inbox_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Check_Inbox_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Check_Inbox_TextInputs = {
    email: NonNullable<unknown>;
};
