/**
* | output |
* | --- |
* | "{title} progress" |
*
* @param {Learn_Quest_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_progress: ((inputs: Learn_Quest_ProgressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_ProgressInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_ProgressInputs = {
    title: NonNullable<unknown>;
};
