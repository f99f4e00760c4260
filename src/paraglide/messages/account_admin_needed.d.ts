/**
* | output |
* | --- |
* | "You need admin permissions to view this page." |
*
* @param {Account_Admin_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_admin_needed: ((inputs?: Account_Admin_NeededInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Admin_NeededInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Admin_NeededInputs = {};
