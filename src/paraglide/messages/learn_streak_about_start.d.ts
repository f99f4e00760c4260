/**
* | output |
* | --- |
* | "Reading a chapter, practising a verse or playing a game starts {name}'s streak!" |
*
* @param {Learn_Streak_About_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_about_start: ((inputs: Learn_Streak_About_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_About_StartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_About_StartInputs = {
    name: NonNullable<unknown>;
};
