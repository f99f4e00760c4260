/**
* | output |
* | --- |
* | "My progress" |
*
* @param {Learn_Plan_My_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_my_progress: ((inputs?: Learn_Plan_My_ProgressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plan_My_ProgressInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plan_My_ProgressInputs = {};
