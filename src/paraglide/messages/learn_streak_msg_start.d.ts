/**
* | output |
* | --- |
* | "Read a chapter, practise a verse or play a game to start a streak!" |
*
* @param {Learn_Streak_Msg_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_msg_start: ((inputs?: Learn_Streak_Msg_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Msg_StartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Msg_StartInputs = {};
