/**
* | output |
* | --- |
* | "Challenge started! Complete the required tasks to unlock it!" |
*
* @param {Learn_Quest_StartedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_started: ((inputs?: Learn_Quest_StartedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_StartedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_StartedInputs = {};
