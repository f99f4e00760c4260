/**
* | output |
* | --- |
* | "Grace day: {days}. One missed day a week keeps your streak." |
*
* @param {Learn_Streak_Grace_YoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_streak_grace_yours: ((inputs: Learn_Streak_Grace_YoursInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Streak_Grace_YoursInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Streak_Grace_YoursInputs = {
    days: NonNullable<unknown>;
};
