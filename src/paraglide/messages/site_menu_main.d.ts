/**
* | output |
* | --- |
* | "Main" |
*
* @param {Site_Menu_MainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_menu_main: ((inputs?: Site_Menu_MainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Menu_MainInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Menu_MainInputs = {};
