/**
* | output |
* | --- |
* | "On" |
*
* @param {Site_Privacy_Rights_Account_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_rights_account_before: ((inputs?: Site_Privacy_Rights_Account_BeforeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Rights_Account_BeforeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Rights_Account_BeforeInputs = {};
