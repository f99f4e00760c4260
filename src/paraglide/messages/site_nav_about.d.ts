/**
* | output |
* | --- |
* | "About" |
*
* @param {Site_Nav_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_about: ((inputs?: Site_Nav_AboutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Nav_AboutInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Nav_AboutInputs = {};
