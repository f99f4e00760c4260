/**
* | output |
* | --- |
* | "See the plan" |
*
* @param {Learn_Plans_SeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plans_see: ((inputs?: Learn_Plans_SeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plans_SeeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plans_SeeInputs = {};
