/**
* | output |
* | --- |
* | "Upgrade for More Challenges" |
*
* @param {Learn_Lock_More_ChallengesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_lock_more_challenges: ((inputs?: Learn_Lock_More_ChallengesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Lock_More_ChallengesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Lock_More_ChallengesInputs = {};
