/**
* | output |
* | --- |
* | "Great job!" |
*
* @param {Games_Common_Great_JobInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_common_great_job: ((inputs?: Games_Common_Great_JobInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Common_Great_JobInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Common_Great_JobInputs = {};
