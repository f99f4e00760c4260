/**
* | output |
* | --- |
* | "Tick the box to confirm that you want to delete the account." |
*
* @param {Account_Confirm_Delete_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_confirm_delete_needed: ((inputs?: Account_Confirm_Delete_NeededInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Confirm_Delete_NeededInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Confirm_Delete_NeededInputs = {};
