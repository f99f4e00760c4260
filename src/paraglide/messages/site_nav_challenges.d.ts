/**
* | output |
* | --- |
* | "Challenges" |
*
* @param {Site_Nav_ChallengesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_challenges: ((inputs?: Site_Nav_ChallengesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Nav_ChallengesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Nav_ChallengesInputs = {};
