/**
* | output |
* | --- |
* | "Yesterday was a grace day, so your streak is safe. Welcome back!" |
*
* @param {Learn_Streak_Msg_GraceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_msg_grace: ((inputs?: Learn_Streak_Msg_GraceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Msg_GraceInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Msg_GraceInputs = {};
