/**
* | output |
* | --- |
* | "One line a day; passages separated by \";\", e.g. \"Mark 1; Mark 2\" or \"Psalm 23:1-6\"." |
*
* @param {Admin_Plans_Days_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_days_hint: ((inputs?: Admin_Plans_Days_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Plans_Days_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Plans_Days_HintInputs = {};
