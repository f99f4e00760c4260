/**
* | output |
* | --- |
* | "Admin: set" |
*
* @param {Account_Plans_Admin_SetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_admin_set: ((inputs?: Account_Plans_Admin_SetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Admin_SetInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Admin_SetInputs = {};
