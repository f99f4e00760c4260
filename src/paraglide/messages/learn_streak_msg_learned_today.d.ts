/**
* | n | output |
* | --- | --- |
* | "one" | "{count} day of learning. Keep shining!" |
* | "other" | "{count} days of learning. Keep shining!" |
*
* @param {Learn_Streak_Msg_Learned_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_msg_learned_today: ((inputs: Learn_Streak_Msg_Learned_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Msg_Learned_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Msg_Learned_TodayInputs = {
    count: NonNullable<unknown>;
};
