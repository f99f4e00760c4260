/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Account_Check_Inbox_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_check_inbox_title: ((inputs?: Account_Check_Inbox_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Check_Inbox_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Check_Inbox_TitleInputs = {};
