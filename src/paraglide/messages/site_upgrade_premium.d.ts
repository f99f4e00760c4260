/**
* | output |
* | --- |
* | "Upgrade to Premium" |
*
* @param {Site_Upgrade_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_upgrade_premium: ((inputs?: Site_Upgrade_PremiumInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Upgrade_PremiumInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Upgrade_PremiumInputs = {};
