/**
* | output |
* | --- |
* | "This deletes the account and its personal data for good: reading progress, badges, stories, prayer requests and game results. It cannot be undone." |
*
* @param {Account_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_delete_text: ((inputs?: Account_Delete_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delete_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Delete_TextInputs = {};
