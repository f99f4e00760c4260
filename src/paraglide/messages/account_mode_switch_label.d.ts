/**
* | output |
* | --- |
* | "Sign in or create an account" |
*
* @param {Account_Mode_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_mode_switch_label: ((inputs?: Account_Mode_Switch_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Mode_Switch_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Mode_Switch_LabelInputs = {};
