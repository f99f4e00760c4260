/**
* | output |
* | --- |
* | "To change your plan, use Manage Subscription." |
*
* @param {Account_Plans_Change_With_ManageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_change_with_manage: ((inputs?: Account_Plans_Change_With_ManageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Change_With_ManageInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Change_With_ManageInputs = {};
