/**
* | output |
* | --- |
* | "Current Plan" |
*
* @param {Account_Plans_Current_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_current_badge: ((inputs?: Account_Plans_Current_BadgeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Current_BadgeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Current_BadgeInputs = {};
