/**
* | output |
* | --- |
* | "Who's learning?" |
*
* @param {Site_Learning_Switch_MenuInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_learning_switch_menu: ((inputs?: Site_Learning_Switch_MenuInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Learning_Switch_MenuInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Learning_Switch_MenuInputs = {};
