/**
* | output |
* | --- |
* | "By age group ({start})" |
*
* @param {Family_Learning_Start_By_AgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_learning_start_by_age: ((inputs: Family_Learning_Start_By_AgeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Learning_Start_By_AgeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Learning_Start_By_AgeInputs = {
    start: NonNullable<unknown>;
};
