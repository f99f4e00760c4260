/**
* | output |
* | --- |
* | "Truth Challenges" |
*
* @param {Home_Section_Truth_ChallengesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_section_truth_challenges: ((inputs?: Home_Section_Truth_ChallengesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Section_Truth_ChallengesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Section_Truth_ChallengesInputs = {};
