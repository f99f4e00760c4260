/**
* | output |
* | --- |
* | "your plan" |
*
* @param {Account_Plans_Your_Plan_SrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_plans_your_plan_sr: ((inputs?: Account_Plans_Your_Plan_SrInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Plans_Your_Plan_SrInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Plans_Your_Plan_SrInputs = {};
