/**
* | output |
* | --- |
* | "You earned:" |
*
* @param {Site_Celebration_You_EarnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_celebration_you_earned: ((inputs?: Site_Celebration_You_EarnedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Celebration_You_EarnedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Celebration_You_EarnedInputs = {};
