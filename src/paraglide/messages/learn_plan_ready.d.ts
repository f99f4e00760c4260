/**
* | output |
* | --- |
* | "Today’s reading is ready for you." |
*
* @param {Learn_Plan_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_ready: ((inputs?: Learn_Plan_ReadyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plan_ReadyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plan_ReadyInputs = {};
