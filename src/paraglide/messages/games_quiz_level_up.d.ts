/**
* | output |
* | --- |
* | "🎉 Level {passed} complete! Welcome to level {level}." |
*
* @param {Games_Quiz_Level_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_quiz_level_up: ((inputs: Games_Quiz_Level_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Quiz_Level_UpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Games_Quiz_Level_UpInputs = {
    passed: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
