/**
* | output |
* | --- |
* | "Start learning as {name}" |
*
* @param {Family_Start_Learning_AsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_learning_as: ((inputs: Family_Start_Learning_AsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Start_Learning_AsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Start_Learning_AsInputs = {
    name: NonNullable<unknown>;
};
