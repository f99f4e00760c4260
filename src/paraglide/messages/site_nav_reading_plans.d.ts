/**
* | output |
* | --- |
* | "Reading Plans" |
*
* @param {Site_Nav_Reading_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_reading_plans: ((inputs?: Site_Nav_Reading_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Nav_Reading_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Nav_Reading_PlansInputs = {};
