/**
* | output |
* | --- |
* | "Your streak is waiting for you. Anything you learn today counts!" |
*
* @param {Learn_Streak_Msg_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_msg_waiting: ((inputs?: Learn_Streak_Msg_WaitingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Msg_WaitingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Msg_WaitingInputs = {};
