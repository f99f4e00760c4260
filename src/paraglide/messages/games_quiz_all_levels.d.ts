/**
* | output |
* | --- |
* | "🏆 You finished all {levels} levels!" |
*
* @param {Games_Quiz_All_LevelsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_all_levels: ((inputs: Games_Quiz_All_LevelsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Quiz_All_LevelsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Quiz_All_LevelsInputs = {
    levels: NonNullable<unknown>;
};
