/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Site_Menu_MobileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_mobile: ((inputs?: Site_Menu_MobileInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Menu_MobileInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Menu_MobileInputs = {};
