/**
* | output |
* | --- |
* | "🌟 You earned something new!" |
*
* @param {Site_Celebration_Earned_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_earned_title: ((inputs?: Site_Celebration_Earned_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_Earned_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Celebration_Earned_TitleInputs = {};
