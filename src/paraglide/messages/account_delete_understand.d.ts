/**
* | output |
* | --- |
* | "I understand: delete this account and all its data." |
*
* @param {Account_Delete_UnderstandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_delete_understand: ((inputs?: Account_Delete_UnderstandInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delete_UnderstandInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Delete_UnderstandInputs = {};
