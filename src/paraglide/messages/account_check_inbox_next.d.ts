/**
* | output |
* | --- |
* | "Open it to confirm your account: it signs you in and takes you to add your children. It can take a minute or two, and may land in spam." |
*
* @param {Account_Check_Inbox_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_next: ((inputs?: Account_Check_Inbox_NextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Check_Inbox_NextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Check_Inbox_NextInputs = {};
