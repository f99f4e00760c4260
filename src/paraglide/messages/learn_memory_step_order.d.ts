/**
* | output |
* | --- |
* | "Put words in order" |
*
* @param {Learn_Memory_Step_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_step_order: ((inputs?: Learn_Memory_Step_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Step_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Step_OrderInputs = {};
