/**
* | output |
* | --- |
* | "Delete My Account" |
*
* @param {Account_Delete_My_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_delete_my_account: ((inputs?: Account_Delete_My_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Delete_My_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Delete_My_AccountInputs = {};
