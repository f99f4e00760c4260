/**
* | output |
* | --- |
* | "Your account" |
*
* @param {Site_Account_MenuInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_account_menu: ((inputs?: Site_Account_MenuInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Account_MenuInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Account_MenuInputs = {};
