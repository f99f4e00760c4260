/**
* | output |
* | --- |
* | "See the plans" |
*
* @param {Learn_Memory_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_see_plans: ((inputs?: Learn_Memory_See_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_See_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_See_PlansInputs = {};
