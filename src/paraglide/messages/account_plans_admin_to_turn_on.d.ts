/**
* | output |
* | --- |
* | "to turn this on." |
*
* @param {Account_Plans_Admin_To_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_admin_to_turn_on: ((inputs?: Account_Plans_Admin_To_Turn_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Admin_To_Turn_OnInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Admin_To_Turn_OnInputs = {};
