/**
* | output |
* | --- |
* | "{name}'s streak is waiting. Anything learned today counts!" |
*
* @param {Learn_Streak_About_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_about_waiting: ((inputs: Learn_Streak_About_WaitingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_About_WaitingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_About_WaitingInputs = {
    name: NonNullable<unknown>;
};
