/**
* | output |
* | --- |
* | "Switch to the parent" |
*
* @param {Account_Switch_To_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_switch_to_parent: ((inputs?: Account_Switch_To_ParentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Switch_To_ParentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Switch_To_ParentInputs = {};
