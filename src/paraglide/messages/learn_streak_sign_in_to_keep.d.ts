/**
* | output |
* | --- |
* | "to keep a streak: read a chapter, practise a verse, play a game or open the day’s devotional." |
*
* @param {Learn_Streak_Sign_In_To_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_sign_in_to_keep: ((inputs?: Learn_Streak_Sign_In_To_KeepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Sign_In_To_KeepInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Sign_In_To_KeepInputs = {};
