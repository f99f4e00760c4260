/**
* | output |
* | --- |
* | "Plan Cleared" |
*
* @param {Admin_Subs_Cleared_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_cleared_title: ((inputs?: Admin_Subs_Cleared_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_Cleared_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_Cleared_TitleInputs = {};
