/**
* | output |
* | --- |
* | "Grace day: {days}. One missed day a week keeps the streak." |
*
* @param {Learn_Streak_Grace_TheirsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_grace_theirs: ((inputs: Learn_Streak_Grace_TheirsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Grace_TheirsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Grace_TheirsInputs = {
    days: NonNullable<unknown>;
};
