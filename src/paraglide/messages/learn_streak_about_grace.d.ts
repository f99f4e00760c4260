/**
* | output |
* | --- |
* | "Yesterday was a grace day, so {name}'s streak is safe." |
*
* @param {Learn_Streak_About_GraceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_about_grace: ((inputs: Learn_Streak_About_GraceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_About_GraceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_About_GraceInputs = {
    name: NonNullable<unknown>;
};
